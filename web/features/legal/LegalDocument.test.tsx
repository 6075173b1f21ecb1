import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ConfidentialityTerms from './ConfidentialityTerms';
import { formatLegalDate, TEMPLATE_NOTE } from './legalMeta';
import PrivacyPolicy from './PrivacyPolicy';
import SuccessFeeTerms from './SuccessFeeTerms';
import TermsAndConditions from './TermsAndConditions';
import UnsubscribeSuccess from './UnsubscribeSuccess';

const inRouter = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('legal pages', () => {
  it.each([
    ['Terms and Conditions', TermsAndConditions],
    ['Privacy Policy', PrivacyPolicy],
    ['Confidentiality Terms', ConfidentialityTerms],
    ['Success Fee Terms', SuccessFeeTerms],
  ])('%s has its title, update date, a contents list linking every section, and the template note', (title, Page) => {
    inRouter(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/Last updated/)).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(screen.getByText(TEMPLATE_NOTE)).toBeTruthy();
  });

  it('states that personal data is not sold, and that analytics run only when configured', () => {
    inRouter(<PrivacyPolicy />);
    expect(screen.getByText(/We do not sell your personal information/)).toBeTruthy();
    expect(screen.getByText(/switched on only when our operators configure them/)).toBeTruthy();
  });

  it('shows the fee examples computed from the schedule', () => {
    inRouter(<SuccessFeeTerms />);
    expect(screen.getByRole('cell', { name: '$82,000' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$10,000' })).toBeTruthy();
  });

  it('confirms the unsubscribe and links to notification settings', () => {
    inRouter(<UnsubscribeSuccess />);
    expect(screen.getByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/settings/notification');
  });

  it('writes the date in full, never a day early', () => {
    expect(formatLegalDate('2026-11-21')).toBe('November 21, 2026');
  });
});
