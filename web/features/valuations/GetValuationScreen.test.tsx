import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi, unprocessable } from '../../test/stubApi';
import { renderScreen } from '../../test/renderScreen';
import GetValuationScreen from './GetValuationScreen';

resetAppBetweenTests();

const noListings = { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } } };

describe('/get-valuation', () => {
  it('shows the explained estimate as the figures are typed, and a field error beside a bad percentage', { timeout: 30_000 }, async () => {
    stubApi({ 'GET /listings': noListings });
    renderScreen('/get-valuation', '/get-valuation', GetValuationScreen);
    const user = userEvent.setup();
    const result = await screen.findByRole('region', { name: 'Instant estimate' });
    expect(within(result).getByText(/Enter at least one year’s gross revenue/)).toBeTruthy();
    // The disabled button says, beside it, what it waits for (issue #34).
    const saveHint = () => {
      const button = within(result).getByRole('button', { name: 'Save this estimate' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(saveHint()).toBe('To save, enter at least one year’s gross revenue or the seller’s discretionary earnings (SDE).');

    await user.type(screen.getByLabelText('Gross revenue, last year'), '1000000');
    await user.type(screen.getByLabelText('Seller’s discretionary earnings (SDE)'), '310000');
    // Other practice areas 0.5–1.0 × $1,000,000 and 1.5–3.0 × $310,000, placed in the middle: $750,000 and $697,500 → $723,750.
    await waitFor(() => expect(within(result).getByText('$724,000')).toBeTruthy());
    expect(within(result).getByRole('table', { name: 'What moves the value most' })).toBeTruthy();
    expect(within(result).getByText(/not an appraisal/)).toBeTruthy();

    await user.type(screen.getByLabelText('Owner’s share of billed hours'), '140');
    expect(await screen.findByText('Enter a percentage between 0 and 100.')).toBeTruthy();
    expect(within(result).getByText(/Correct the answers marked in the form/)).toBeTruthy();
    expect(saveHint()).toBe('To save, correct the answer marked in the form.');
  });

  it('saves with an expert request and puts the server’s 422 beside its field', { timeout: 30_000 }, async () => {
    const api = stubApi({
      'GET /listings': noListings,
      'POST /valuations': unprocessable('Enter an amount between $0 and $1,000,000,000.', {
        'inputs.sde': ['Enter an amount between -$1,000,000,000 and $1,000,000,000.'],
      }),
    });
    renderScreen('/get-valuation', '/get-valuation', GetValuationScreen);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Gross revenue, last year'), '500000');
    // The same headcount boxes as the listing's: staff are the people who are not attorneys.
    await user.type(screen.getByLabelText('Attorneys'), '2');
    await user.type(screen.getByLabelText('Staff (non-attorneys)'), '3');
    await user.click(screen.getByLabelText('Ask our experts for a valuation with a written report'));
    await user.click(screen.getByRole('button', { name: 'Save and request an expert valuation' }));
    await waitFor(() => expect(api.called('POST /valuations')).toHaveLength(1));
    expect(api.called('POST /valuations')[0]!.body).toMatchObject({
      inputs: { gross_revenues: [500000], attorneys: 2, staff: 3 },
      request_expert: true,
    });
    expect(await screen.findByText('Enter an amount between -$1,000,000,000 and $1,000,000,000.')).toBeTruthy();
  });

  it('says the server’s limit of saves, and when to try again, beside the button', { timeout: 30_000 }, async () => {
    const message = 'You have saved valuations too often: the limit is 30 times a day. Please try again in 5 hours.';
    stubApi({ 'GET /listings': noListings, 'POST /valuations': new ApiError(message, 429, { message }, {}, false, 18_000) });
    renderScreen('/get-valuation', '/get-valuation', GetValuationScreen);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Gross revenue, last year'), '500000');
    await user.click(screen.getByRole('button', { name: 'Save this estimate' }));
    const result = screen.getByRole('region', { name: 'Instant estimate' });
    expect((await within(result).findByRole('alert')).textContent).toBe(message);
  });
});
