import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, type SignedDocument } from '../../../contracts/documents/documents';
import { ApiError } from '../../lib/api';
import { renderScreen } from '../../test/renderScreen';
import { stubApi, unprocessable } from '../../test/stubApi';
import { SignDocumentDialog } from './SignDocumentDialog';

const letter: SignedDocument = {
  id: 41,
  kind: 'loi',
  deal_id: 3,
  listing_id: 12,
  title: 'Letter of intent — L-0012',
  status: 'awaiting_signatures',
  sha256: 'a'.repeat(64),
  final_sha256: null,
  parties: [
    { side: 'buyer', unique_id: 'B-1', name: null, signed_at: null },
    { side: 'seller', unique_id: 'S-1', name: null, signed_at: null },
  ],
  created_at: '2026-11-27T20:00:00.000Z',
};

function renderDialog() {
  const onSigned = vi.fn();
  renderScreen('/deal', '/deal', () => <SignDocumentDialog document={letter} onCancel={() => {}} onSigned={onSigned} />);
  return onSigned;
}

async function signAs(name: string) {
  await userEvent.type(screen.getByLabelText('Your full name, as on your account'), name);
  await userEvent.click(screen.getByLabelText(/I agree to sign this letter of intent electronically/));
  await userEvent.click(screen.getByRole('button', { name: 'Sign the letter of intent' }));
}

describe('SignDocumentDialog', () => {
  it('links the PDF, shows the hash and signs with the hash shown', async () => {
    const signed = {
      ...letter,
      parties: [{ ...letter.parties[0]!, name: 'Ada Buyer', signed_at: '2026-11-27T20:05:00.000Z' }, letter.parties[1]!],
    };
    const api = stubApi({ 'POST /documents/41/sign': { data: signed } });
    const onSigned = renderDialog();
    expect(screen.getByRole('link', { name: /Read the document \(PDF\)/ }).getAttribute('href')).toContain('/documents/41/pdf');
    expect(screen.getByText(letter.sha256)).toBeTruthy();

    await signAs('Ada Buyer');

    expect(api.called('POST /documents/41/sign')[0]?.body).toEqual({ full_name: 'Ada Buyer', consent: true, sha256: letter.sha256 });
    expect(onSigned).toHaveBeenCalledWith(signed);
  });

  it('asks for the name and the consent before sending anything', async () => {
    const api = stubApi({});
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Sign the letter of intent' }));
    expect(screen.getByText(DOCUMENT_MESSAGES.fullName)).toBeTruthy();
    expect(screen.getByText(DOCUMENT_MESSAGES.consent)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says the document changed when the server refuses the hash (409)', async () => {
    stubApi({ 'POST /documents/41/sign': new ApiError('Conflict.', 409) });
    const onSigned = renderDialog();
    await signAs('Ada Buyer');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This document changed since you opened it. Open it again before signing.',
    );
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('shows the server’s name message under the field (422)', async () => {
    stubApi({
      'POST /documents/41/sign': unprocessable('The given data was invalid.', { full_name: [DOCUMENT_MESSAGES.fullName] }),
    });
    renderDialog();
    await signAs('Someone Else');
    expect(await screen.findByText(DOCUMENT_MESSAGES.fullName)).toBeTruthy();
    expect(screen.getByLabelText('Your full name, as on your account').getAttribute('aria-invalid')).toBe('true');
  });

  it('says staff acting as a member cannot sign (403)', async () => {
    stubApi({ 'POST /documents/41/sign': new ApiError(DOCUMENT_MESSAGES.impersonating, 403) });
    renderDialog();
    await signAs('Ada Buyer');
    expect((await screen.findByRole('alert')).textContent).toContain(DOCUMENT_MESSAGES.impersonating);
  });
});
