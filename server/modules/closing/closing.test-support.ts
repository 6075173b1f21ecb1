import type { TestApp } from '../../test/app';
import { sends } from '../../test/http';
import { completeConflictCheck, dealBetween } from '../deals/deals.test-support';
import { issueDocument } from '../documents/documents.test-support';

/**
 * A deal whose conflict check both sides completed and whose letter of intent both signed through the API, so every
 * step a signature runs has run (the deal entered "Letter of intent").
 */
export async function dealWithSignedLoi(t: TestApp) {
  const deal = await dealBetween(t);
  await completeConflictCheck(t, deal);
  const http = sends(t);
  const loi = await issueDocument(
    t,
    [
      { side: 'buyer', userId: deal.buyer.id },
      { side: 'seller', userId: deal.seller.id },
    ],
    { kind: 'loi', dealId: deal.dealId, listingId: deal.listing.id },
  );
  for (const [user, headers] of [
    [deal.buyer, deal.as.buyer],
    [deal.seller, deal.as.seller],
  ] as const) {
    const signed = await http.post(`/api/documents/${loi.id}/sign`, headers, {
      full_name: `${user.firstName} ${user.lastName}`,
      consent: true,
      sha256: loi.sha256,
    });
    if (signed.statusCode !== 200) throw new Error(`LOI not signed: ${signed.body}`);
  }
  return deal;
}
