import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '../../../../contracts/listings/responses';
import { stubApi, unprocessable } from '../../../test/stubApi';
import { AtAGlance } from '../AtAGlance';
import { buildConfidential, buildDetail, buildManagement } from '../testListings';
import { renderListingForm } from './renderListingForm';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi({});
});

const renderForm = renderListingForm;

const saved: ListingDetail = buildDetail({
  id: 42,
  status: 'draft',
  is_owner: true,
  access: 'full',
  confidential: buildConfidential({
    firm_name: 'Alvarez Family Law PLLC',
    city: 'Mesa',
    address: '123 Main St, Mesa, AZ 85201',
    gross_revenues: [1_300_000, 1_200_000, 1_000_000],
    sde: 312_345,
    percentages: { client_mix: { individuals: 72, companies: 28 } },
  }),
  management: buildManagement({ teaser_settings: { facts: ['sde_band', 'client_mix'] } }),
});

describe('the public face check in the listing form (issue #33)', () => {
  it('warns beside the headline as the seller types (a pause after the last change), in words, and keeps the static hint', async () => {
    renderForm(saved);
    const headline = screen.getByLabelText('Headline');
    fireEvent.change(headline, { target: { value: 'Family practice, call (602) 555-0119' } });
    const warning = await screen.findByText('Remove "(602) 555-0119": a phone number identifies the firm.');
    expect(warning.closest('[role="status"]')?.textContent).toContain('Buyers would recognise the firm');
    expect(screen.getByText(/Do not name the firm\./)).toBeTruthy();
    fireEvent.change(headline, { target: { value: 'Family practice in the East Valley' } });
    await waitFor(() => expect(screen.queryByText(/a phone number identifies the firm/)).toBeNull());
  });

  it('checks the headline against the firm name typed in the same form, and the metro', async () => {
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'alvarez  family-law' } });
    fireEvent.change(screen.getByLabelText('Metro area'), { target: { value: 'www.mesalaw.com' } });
    expect(await screen.findByText('Remove "alvarez family-law": the firm’s name identifies the firm.')).toBeTruthy();
    expect(await screen.findByText('Remove "www.mesalaw.com": a web address identifies the firm.')).toBeTruthy();
  });

  it('shows the server’s refusal beside the field, for what only the server knows (the seller’s bar number)', async () => {
    const refusal = 'Remove "031 415": a bar number identifies the firm.';
    api = stubApi({ 'PUT /listings/42': unprocessable(refusal, { headline: [refusal] }) });
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Family practice of member 031 415' } });
    const error = await screen.findByText(refusal, { selector: '.invalid-feedback' });
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Buyers would recognise the firm:')).toBeNull();
  });
});

describe('choosing the teaser facts (issue #33)', () => {
  it('shows the buyer’s view beside the choices, as bands, and sends the choices with the draft', async () => {
    api = stubApi({ 'PUT /listings/42': { data: saved } });
    renderForm(saved);
    await userEvent.click(screen.getByRole('button', { name: /Teaser facts/ }));
    const preview = screen.getByRole('complementary', { name: 'What every buyer sees' });
    expect(within(preview).getByText('$250k – $500k')).toBeTruthy();
    expect(within(preview).getByText('Individuals 70 – 80 %, Companies 20 – 30 %')).toBeTruthy();
    expect(preview.textContent).not.toContain('312');
    await userEvent.click(screen.getByLabelText('Reason for sale'));
    await userEvent.selectOptions(screen.getByLabelText('Why you are selling'), 'retirement');
    expect(within(preview).getByText('Retirement')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Revenue trend'));
    expect(within(preview).getByText('Up over the 3 years given')).toBeTruthy();
    await waitFor(() => {
      const bodies = api.calls.filter((call) => call.url.endsWith('/listings/42')).map((call) => call.body as { teaser?: unknown });
      expect(bodies.at(-1)?.teaser).toEqual({
        facts: ['sde_band', 'revenue_trend', 'reason_for_sale', 'client_mix'],
        reason_for_sale: 'retirement',
      });
    });
  });

  it('says so when nothing is chosen yet', async () => {
    renderForm({ ...saved, management: { ...saved.management!, teaser_settings: { facts: [] } } });
    await userEvent.click(screen.getByRole('button', { name: /Teaser facts/ }));
    expect(screen.getByText('Nothing yet: choose a fact and answer it to show it here.')).toBeTruthy();
  });
});

describe('the teaser on the listing page', () => {
  it('lists the chosen facts, and nothing when there are none', () => {
    const { container, rerender } = render(
      <AtAGlance facts={[{ key: 'sde_band', label: 'Seller’s discretionary earnings', value: '$250k – $500k' }]} />,
    );
    expect(screen.getByRole('heading', { name: 'What the seller shares' })).toBeTruthy();
    expect(screen.getByText('$250k – $500k')).toBeTruthy();
    rerender(<AtAGlance facts={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
