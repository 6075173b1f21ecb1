import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VerificationDetail } from '../../../contracts/verifications/verifications';
import { resetAppBetweenTests } from '../../test/appTest';
import { renderScreen } from '../../test/renderScreen';
import { inTurn, stubApi } from '../../test/stubApi';
import { VerificationReviewPanel } from './VerificationReviewPanel';

resetAppBetweenTests();

const submission = (opened: boolean): VerificationDetail => ({
  id: 7,
  level: 'VBO',
  level_label: 'Owner Verified',
  status: 'in_review',
  source: 'submission',
  submitted_at: '2026-11-20T10:00:00Z',
  decided_at: null,
  reason: null,
  expires_at: null,
  id_expires_on: null,
  attested: false,
  bar: {
    state: 'TX',
    state_name: 'Texas',
    number: '24001234',
    year_admitted: 2005,
    name: 'Dana Whitfield',
    lookup_url: 'https://www.texasbar.com/AM/Template.cfm?Section=Find_A_Lawyer',
  },
  funds_amount: null,
  documents: [
    { id: 3, kind: 'ownership_proof', filename: 'engagement-letter.pdf', mimetype: 'application/pdf', size: 193, opened_by_you: opened },
  ],
  documents_deleted: false,
  reviewer: null,
  decided_by: null,
  user: { id: 41, unique_id: 'LX-41', name: 'Dana Whitfield', email: 'dana@example.com', verification_level: 'VI' },
  can_withdraw: false,
  events: [],
});

describe('VerificationReviewPanel', () => {
  it(
    'opens Approve only after the reviewer opened every document and ticked the bar check, then confirms level and person',
    { timeout: 30_000 },
    async () => {
      const api = stubApi({
        'GET /verifications/7': inTurn({ data: submission(false) }, { data: submission(true) }),
        'PUT(override) /verifications/7': { data: { message: 'The submission was approved.', verification: submission(true) } },
      });
      renderScreen('/admin/verifications', '/admin/verifications', () => <VerificationReviewPanel id={7} onClose={() => {}} />);
      const user = userEvent.setup();
      const approve = await screen.findByRole('button', { name: 'Approve…' });
      expect((approve as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('list', { name: 'Still to do before approving' }).textContent).toContain(
        'Open engagement-letter.pdf in the panel.',
      );
      expect(screen.getByRole('note').textContent).toContain('Only 193 bytes: too small for most real scans or photos.');

      // Viewing it inline frames the authorised route; the panel then learns from the server that it was opened.
      await user.click(screen.getByRole('button', { name: 'View engagement-letter.pdf' }));
      expect(screen.getByTitle('engagement-letter.pdf').getAttribute('src')).toBe('/api/verifications/7/documents/3');
      await waitFor(() => expect(screen.getByText('Opened by you')).toBeTruthy(), { timeout: 5000 });
      expect((approve as HTMLButtonElement).disabled).toBe(true);

      await user.click(screen.getByLabelText(/in good standing on the state bar’s lookup/));
      expect(screen.getByRole('link', { name: /Check on the Texas attorney lookup/ }).getAttribute('href')).toContain('texasbar.com');
      expect((approve as HTMLButtonElement).disabled).toBe(false);
      await user.click(approve);
      const dialog = screen.getByRole('dialog', { name: 'Approve Owner Verified for Dana Whitfield?' });
      await user.click(within(dialog).getByRole('button', { name: 'Approve Owner Verified' }));
      await waitFor(() => expect(api.called('PUT(override) /verifications/7')).toHaveLength(1));
      expect(api.called('PUT(override) /verifications/7')[0]!.body).toEqual({ status: 'approved', reason: undefined, bar_checked: true });
    },
  );
});
