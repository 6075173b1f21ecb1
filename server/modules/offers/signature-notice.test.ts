import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contracts/offers/terms';
import { useTestApp } from '../../test/use-test-app';
import { sends } from '../../test/http';
import { recordingRealtime } from '../../test/realtime';
import { dealBetween } from '../deals/deals.test-support';
import { notifications } from '../notifications/notifications.table';

const realtime = recordingRealtime();
const t = useTestApp({ realtime });
const http = sends(t);

/** A deal whose offer the seller accepted: the letter of intent waits for both signatures. */
async function letterToSign() {
  const deal = await dealBetween(t);
  const offered = await http.post(`/api/deals/${deal.dealId}/offers`, deal.as.buyer, {
    price: 400_000,
    cash_at_closing: 400_000,
    earnout: null,
    transition_months: 3,
    contingencies: [],
    expires_on: addDays(new Date().toISOString().slice(0, 10), 10),
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const accepted = await http.put(`/api/offers/${offered.json().id}`, deal.as.seller, { action: 'accept' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().loi_document_id as number;
  const { sha256 } = (await http.get(`/api/documents/${id}`, deal.as.buyer)).json<{ sha256: string }>();
  const sign = (side: 'buyer' | 'seller') =>
    http.post(`/api/documents/${id}/sign`, deal.as[side], {
      full_name: `${deal[side].firstName} ${deal[side].lastName}`,
      consent: true,
      sha256,
    });
  return { deal, sign };
}

const subjectsOf = async (userId: number, subject: string) =>
  t.database.db
    .select({ subject: notifications.subject, url: notifications.url })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)));

describe('a signature on a deal document', () => {
  it('is pushed to the other side only, once, with a link to their deal page', async () => {
    const { deal, sign } = await letterToSign();
    realtime.published.length = 0;
    expect((await sign('buyer')).statusCode).toBe(200);

    expect(await subjectsOf(deal.seller.id, 'The buyer signed the letter of intent')).toEqual([
      { subject: 'The buyer signed the letter of intent', url: `/seller-deals/${deal.dealId}` },
    ]);
    const pushed = realtime.published.filter((push) => push.data.subject === 'The buyer signed the letter of intent');
    expect(pushed.map((push) => [push.userId, push.event])).toEqual([[deal.seller.id, 'notification']]);
    expect(realtime.published.some((push) => push.userId === deal.buyer.id)).toBe(false);
    expect((await t.mails()).some((mail) => mail.includes('Your signature is awaited'))).toBe(true);

    // Signing again changes nothing and tells no one again.
    expect((await sign('buyer')).statusCode).toBe(200);
    expect(await subjectsOf(deal.seller.id, 'The buyer signed the letter of intent')).toHaveLength(1);
  });

  it('leaves the last signature to the kind’s own announcement: both sides hear “signed by both sides”, not “the seller signed”', async () => {
    const { deal, sign } = await letterToSign();
    expect((await sign('buyer')).statusCode).toBe(200);
    expect((await sign('seller')).statusCode).toBe(200);
    expect(await subjectsOf(deal.buyer.id, 'The seller signed the letter of intent')).toEqual([]);
    expect(await subjectsOf(deal.buyer.id, 'Letter of intent signed by both sides')).toHaveLength(1);
  });
});
