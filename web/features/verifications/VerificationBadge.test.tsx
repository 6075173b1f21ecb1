import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEVEL_DESCRIPTIONS } from '../../../contracts/verifications/levels';
import { submissionSummary } from './submissionSummary';
import { VerificationBadge } from '../../components/VerificationBadge';

describe('VerificationBadge', () => {
  it('shows the SPEC label, never the bare key, and what was checked for screen readers', () => {
    const { container } = render(<VerificationBadge level="VLP" prefix="Seller" />);
    const badge = container.querySelector('.verification-badge')!;
    expect(badge.textContent).toContain('Seller: Funds Verified');
    expect(badge.textContent).not.toContain('VLP');
    expect(badge.querySelector('.visually-hidden')?.textContent).toContain(LEVEL_DESCRIPTIONS.VLP.checked);
    expect(badge.getAttribute('tabindex')).toBe('0');
  });

  it('reads an unknown or missing level as Unverified', () => {
    const { container } = render(<VerificationBadge level={null} />);
    expect(container.textContent).toContain('Unverified');
    expect(container.querySelector('.verification-badge__code')).toBeNull();
  });

  it('shows what was checked in a tooltip on focus', async () => {
    const { container } = render(<VerificationBadge level="VBO" />);
    fireEvent.focus(container.querySelector('.verification-badge')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LEVEL_DESCRIPTIONS.VBO.checked);
  });
});

describe('submissionSummary', () => {
  const base = {
    documents: [{ id: 1, kind: 'x', filename: 'a.pdf', mimetype: 'application/pdf', size: 1 }],
    bar: null,
    funds_amount: null,
    id_expires_on: null,
    source: 'submission',
  };
  it('says what the submission claims in one line', () => {
    expect(submissionSummary({ ...base, funds_amount: 1_250_000 } as never)).toBe('$1,250,000 · 1 document');
    expect(submissionSummary({ ...base, bar: { state: 'CA', number: '123456', year_admitted: 2004 } } as never)).toBe(
      'CA bar no. 123456, admitted 2004 · 1 document',
    );
    expect(submissionSummary({ ...base, documents: [], source: 'valuation' } as never)).toBe('Earned from a completed expert valuation');
  });
});
