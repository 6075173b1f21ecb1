/**
 * One side of a deal signed a deal document and the other has not yet: the other side hears at once (in-app,
 * pushed, so their open deal page shows the signature without reloading, and e-mailed per their settings). The
 * last signature is announced by its kind (the letter of intent: "signed by both sides" and the deal's move).
 */
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../contracts/documents/documents';
import type { AppDeps } from '../../platform/deps';
import { onPartySigned, type PartySignedEvent } from '../documents/document-events';
import { dealPath } from '../deals/deal-notices';
import { notify } from '../notifications/notify';
import { findDealRow } from './offers.query';

/** "The seller signed the letter of intent": the subject says who signed what, so it reads alone. */
export function signatureSubject(side: string, kind: string): string {
  const label = DOCUMENT_KIND_LABELS[kind as DocumentKind] ?? 'document';
  return `The ${side === 'buyer' ? 'buyer' : 'seller'} signed the ${label.toLowerCase()}`;
}

async function tellTheOtherSide(deps: AppDeps, event: PartySignedEvent): Promise<void> {
  if (event.complete || event.document.dealId === null) return;
  const deal = await findDealRow(deps.database.db, event.document.dealId);
  if (!deal) return;
  const waiting = event.parties.flatMap(({ userId }) => (userId !== null && userId !== event.signer.userId ? [userId] : []));
  const who = `${event.signer.side === 'buyer' ? 'The buyer' : 'The seller'} (${event.signer.uniqueId})`;
  await Promise.all(
    waiting.map((userId) =>
      notify(deps, userId, {
        event: 'deal_stage_changed',
        subject: signatureSubject(event.signer.side, event.document.kind),
        body: `${who} signed “${event.document.title}”. Your signature is awaited: sign it from the deal room.`,
        url: dealPath(deal, userId),
      }),
    ),
  );
}

/** Registered at start-up (offers.module.ts). */
export function registerSignatureNotice(): void {
  onPartySigned({ name: 'offers.signature-notice', after: tellTheOtherSide });
}
