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

describe('SubmitVerificationDialog: the file picker and submitting again', () => {
  it('says at once that a chosen file is not a PDF or an image, and keeps none of it', { timeout: 30_000 }, async () => {
    const api = stubApi({});
    renderScreen('/get-verified', '/get-verified', () => <SubmitVerificationDialog level="VLP" onClose={() => {}} />);
    // As a person who switches the system dialog to "All files".
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText<HTMLInputElement>('Proof-of-funds or financing letter');
    await user.upload(picker, new File(['MZ'], 'evil.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('evil.exe is not a PDF or an image (PNG, JPEG or WebP).');
    expect(picker.value).toBe('');
    const big = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(picker, big);
    expect((await screen.findByRole('alert')).textContent).toBe('statement.pdf is larger than 10 MB.');
    await user.upload(picker, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it(
    'starts "Submit again" from what was sent, with the reviewer’s reason and the documents to attach again',
    { timeout: 30_000 },
    async () => {
      stubApi({});
      const previous = {
        id: 5,
        level: 'VBO',
        level_label: 'Owner Verified',
        status: 'rejected',
        source: 'submission',
        submitted_at: '2026-11-01T10:00:00Z',
        decided_at: '2026-11-02T10:00:00Z',
        reason: 'The engagement letter names another firm as the owner.',
        expires_at: null,
        id_expires_on: null,
        attested: false,
        bar: { state: 'TX', state_name: 'Texas', number: '24001234', year_admitted: 2005, name: 'Dana Whitfield', lookup_url: null },
        funds_amount: null,
        documents: [
          {
            id: 9,
            kind: 'ownership_proof',
            filename: 'engagement-letter.pdf',
            mimetype: 'application/pdf',
            size: 900,
            opened_by_you: true,
          },
        ],
        documents_deleted: false,
        reviewer: null,
        decided_by: null,
        user: null,
        can_withdraw: false,
      } as const;
      renderScreen('/get-verified', '/get-verified', () => (
        <SubmitVerificationDialog level="VBO" previous={{ ...previous, documents: [...previous.documents] }} onClose={() => {}} />
      ));
      const note = await screen.findByRole('note');
      expect(note.textContent).toContain('Reason from the reviewer: The engagement letter names another firm as the owner.');
      expect(note.textContent).toContain('you sent engagement-letter.pdf');
      expect(screen.getByLabelText<HTMLSelectElement>('State of admission').value).toBe('TX');
      expect(screen.getByLabelText<HTMLInputElement>('Bar number').value).toBe('24001234');
      expect(screen.getByLabelText<HTMLInputElement>('Year admitted').value).toBe('2005');
      expect(screen.getByLabelText<HTMLInputElement>('Name as registered with the bar').value).toBe('Dana Whitfield');
    },
  );
});
