import type { TestApp } from '../../test/app';
import { marketplace } from '../../test/marketplace';
import { sends, type Headers } from '../../test/http';
import { chatClient } from '../chats/chats.test-support';

/** A seller, a buyer and staff with an accepted match on one listing, hence a deal at the first stage. */
export async function dealBetween(t: TestApp) {
  const http = chatClient(t);
  const m = await marketplace(t);
  const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json<{ id: number }>().id;
  const answered = await http.answer(m.as.seller, chatId, 'accepted');
  if (answered.statusCode !== 200) throw new Error(`match not accepted: ${answered.body}`);
  const list = (await http.get('/api/deals?side=seller', m.as.seller)).json<{ data: { id: number }[] }>();
  return { ...m, chatId, dealId: list.data[0]!.id };
}

export async function stagesOf(t: TestApp, headers: Record<string, string>) {
  const stages = (await t.app.inject({ method: 'GET', url: '/api/deal-stages', headers })).json<{
    data: { id: number; name: string; outcome: string | null; retired: boolean }[];
  }>().data;
  const named = (name: string) => stages.find((stage) => stage.name === name)!;
  return { stages, named };
}

/** A seller's conflict list; with BUYER_CONFLICT_LIST two entries of each side hit ("Acme" exactly, "Whitaker" as a close spelling). */
export const SELLER_CONFLICT_LIST = 'Acme Holdings, Inc.\nJonathan Whitaker\nRiverside Dental Group PLLC\nSeller Only Client Trust';
export const BUYER_CONFLICT_LIST = 'ACME HOLDINGS\nJonathon Whittaker\nBuyer Only Secret Party LLC';
/** Any name of either list. */
export const CONFLICT_NAMES = /Acme|Whitaker|Whittaker|Riverside|Seller Only|Buyer Only/i;

/** Both sides submit their lists and confirm "no conflict": the deal's conflict check is completed (its gate passes). */
export async function completeConflictCheck(t: TestApp, deal: { dealId: number; as: { buyer: Headers; seller: Headers } }) {
  const http = sends(t);
  for (const [headers, names] of [
    [deal.as.seller, SELLER_CONFLICT_LIST],
    [deal.as.buyer, BUYER_CONFLICT_LIST],
  ] as const) {
    const res = await http.put(`/api/deals/${deal.dealId}/conflict-list`, headers, { names });
    if (res.statusCode !== 200) throw new Error(`conflict list refused: ${res.body}`);
  }
  for (const headers of [deal.as.seller, deal.as.buyer]) {
    const res = await http.put(`/api/deals/${deal.dealId}/conflict-check`, headers, { answer: 'no_conflict' });
    if (res.statusCode !== 200) throw new Error(`conflict answer refused: ${res.body}`);
  }
}
