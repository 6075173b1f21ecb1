import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { resetAppBetweenTests } from '../../test/appTest';
import { stubApi } from '../../test/stubApi';
import { renderScreen } from '../../test/renderScreen';
import { SubmitVerificationDialog } from './SubmitVerificationDialog';

resetAppBetweenTests();

describe('SubmitVerificationDialog', () => {
  it('says the server’s limit of submissions, and when to try again, in the dialog', { timeout: 30_000 }, async () => {
    const message = 'You have submitted verifications too often: the limit is 10 times a day. Please try again in 3 hours.';
    const api = stubApi({ 'POST /verifications': new ApiError(message, 429, { message }, {}, false, 10_800) });
    renderScreen('/get-verified', '/get-verified', () => <SubmitVerificationDialog level="VLP" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Proof-of-funds or financing letter'), new File(['%PDF-1.4'], 'letter.pdf'));
    await user.type(screen.getByLabelText('Amount of funds or financing'), '1250000');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(api.called('POST /verifications')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
