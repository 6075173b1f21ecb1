import { addDays } from '../../../contracts/offers/terms';
import type { TestApp } from '../../test/app';
import { sends } from '../../test/http';
import { completeConflictCheck, dealBetween } from '../deals/deals.test-support';

export type SignedLoiDeal = Awaited<ReturnType<typeof dealBetween>> & { offerId: number; loiId: number };

/** Signs a document as the given member, with the name on their account and the document's current hash. */
export async function signAs(
  t: TestApp,
  documentId: number,
  headers: Record<string, string>,
  user: { firstName: string | null; lastName: string | null },
) {
  const http = sends(t);
  const { sha256 } = (await http.get(`/api/documents/${documentId}`, headers)).json<{ sha256: string }>();
  return http.post(`/api/documents/${documentId}/sign`, headers, {
    full_name: `${user.firstName} ${user.lastName}`,
    consent: true,
    sha256,
  });
}

/**
 * A deal whose conflict check both sides completed, whose buyer's offer (with a 20 % earn-out over 36 months unless
 * told) was accepted and whose letter both signed: it stands at "Letter of intent".
 */
export async function dealWithSignedLoi(
  t: TestApp,
  earnout: { percent: number; months: number } | null = { percent: 20, months: 36 },
): Promise<SignedLoiDeal> {
  const deal = await dealBetween(t);
  await completeConflictCheck(t, deal);
  return { ...deal, ...(await signLetterOn(t, deal, earnout)) };
}

/** On the deal as it stands: the buyer's offer, accepted by the seller, and its letter signed by both. */
export async function signLetterOn(
  t: TestApp,
  deal: Awaited<ReturnType<typeof dealBetween>>,
  earnout: { percent: number; months: number } | null = { percent: 20, months: 36 },
): Promise<{ offerId: number; loiId: number }> {
  const http = sends(t);
  const offer = await http.post(`/api/deals/${deal.dealId}/offers`, deal.as.buyer, {
    price: 600_000,
    cash_at_closing: 400_000,
    earnout,
    transition_months: 6,
    contingencies: ['due_diligence'],
    expires_on: addDays(new Date().toISOString().slice(0, 10), 14),
  });
  if (offer.statusCode !== 201) throw new Error(`offer not made: ${offer.body}`);
  const offerId = offer.json<{ id: number }>().id;
  const accepted = await http.put(`/api/offers/${offerId}`, deal.as.seller, { action: 'accept' });
  if (accepted.statusCode !== 200) throw new Error(`offer not accepted: ${accepted.body}`);
  const loiId = accepted.json<{ loi_document_id: number }>().loi_document_id;
  for (const [headers, user] of [
    [deal.as.buyer, deal.buyer],
    [deal.as.seller, deal.seller],
  ] as const) {
    const signed = await signAs(t, loiId, headers, user);
    if (signed.statusCode !== 200) throw new Error(`letter not signed: ${signed.body}`);
  }
  return { offerId, loiId };
}
