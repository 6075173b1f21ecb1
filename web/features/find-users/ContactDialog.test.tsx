import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import type { DirectoryEntry } from '../../../contracts/find-users/find-users';
import { renderScreen } from '../../test/renderScreen';
import { inTurn, stubApi, unprocessable } from '../../test/stubApi';
import { ContactDialog } from './ContactDialog';

const seller = { unique_id: 'LX-SELLER1' } as DirectoryEntry;

describe('ContactDialog', () => {
  it('has a buyer sign the listing’s NDA when the server asks for it, then sends the introduction again (issue #31)', async () => {
    const api = stubApi({
      'GET /find-users/LX-SELLER1/listings': { data: { data: [{ id: 7, headline: 'Estate-planning practice in Vermont' }] } },
      'POST /introductions': inTurn(unprocessable(NDA_MESSAGES.notSigned), { status: 201, data: { id: 3 } }),
      'GET /listings/7/nda': {
        data: { version: 2, sha256: 'a'.repeat(64), text: 'Confidentiality agreement\n\n1. Purpose.', clauses: [], signed: null },
      },
      'POST /listings/7/nda': { status: 201, data: { id: 11 } },
    });
    const onClose = vi.fn();
    renderScreen('/find-sellers', '/find-sellers', () => <ContactDialog entry={seller} side="buyer" onClose={onClose} />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Estate-planning practice in Vermont' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const nda = await screen.findByRole('dialog', { name: 'Sign the confidentiality agreement' });
    expect(nda.textContent).toContain('Confidentiality agreement');
    await user.type(screen.getByLabelText('Your full name, as on your account'), 'Dana Buyer');
    await user.click(screen.getByLabelText(/I agree to sign this agreement electronically/));
    await user.click(screen.getByRole('button', { name: 'Sign and send my request' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST /listings/7/nda')[0]!.body).toEqual({ full_name: 'Dana Buyer', consent: true, sha256: 'a'.repeat(64) });
    expect(api.called('POST /introductions').map((call) => call.body)).toEqual([
      { unique_id: 'LX-SELLER1', listing_id: 7, message: '' },
      { unique_id: 'LX-SELLER1', listing_id: 7, message: '' },
    ]);
  });
});
