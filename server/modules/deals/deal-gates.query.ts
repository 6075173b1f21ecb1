/** The batch reads behind the gates deals knows itself (deal-gates.ts): one statement per gate for a whole board. */
import { and, eq, inArray } from 'drizzle-orm';
import { clientNoticeWindow, DEAL_MESSAGES, GATE_MESSAGES } from '../../../contracts/deals/deals';
import type { Transaction } from '../../platform/db/database';
import { documentParties, documents } from '../documents/documents.table';
import { dealConflictChecks, type DealConflictCheckRow } from './conflict-check.table';
import type { DealRow } from './deals.table';
import type { StageGateCheckMany } from './stage-gates';

/** Deal id → the wait, for every deal of `rows` (a Map, as the registry's batch check answers). */
const answers = (rows: DealRow[], wait: (deal: DealRow) => string | null) => new Map(rows.map((deal) => [deal.id, wait(deal)]));

export const one =
  (many: StageGateCheckMany) =>
  async (tx: Transaction, deal: DealRow, now: Date): Promise<string | null> =>
    (await many(tx, [deal], now)).get(deal.id) ?? null;

/** The buyer signed the listing's NDA (any version: the one they signed stays theirs). */
export const ndaSigned: StageGateCheckMany = async (tx, rows) => {
  const buyers = rows.flatMap((deal) => (deal.buyerId === null ? [] : [deal.buyerId]));
  const signed =
    buyers.length === 0
      ? []
      : await tx
          .selectDistinct({ listingId: documents.listingId, buyerId: documentParties.userId })
          .from(documents)
          .innerJoin(documentParties, eq(documentParties.documentId, documents.id))
          .where(
            and(
              eq(documents.kind, 'nda'),
              eq(documents.status, 'signed'),
              inArray(documents.listingId, [...new Set(rows.map((deal) => deal.listingId))]),
              inArray(documentParties.userId, [...new Set(buyers)]),
            ),
          );
  const has = new Set(signed.map((row) => `${row.listingId}:${row.buyerId}`));
  return answers(rows, (deal) => (has.has(`${deal.listingId}:${deal.buyerId}`) ? null : GATE_MESSAGES.ndaUnsigned));
};

/** Where a conflict check stands, as the sentence of what it waits for. */
export function conflictWait(check: DealConflictCheckRow | undefined): string | null {
  if (check?.completedAt) return null;
  if (!check || (!check.buyerSubmittedAt && !check.sellerSubmittedAt)) return GATE_MESSAGES.conflictNotStarted;
  if (!check.comparedAt) return GATE_MESSAGES.conflictListOf(check.buyerSubmittedAt ? 'seller' : 'buyer');
  if (!check.buyerAnswer && !check.sellerAnswer) return GATE_MESSAGES.conflictConfirmBoth;
  return GATE_MESSAGES.conflictConfirmOf(check.buyerAnswer ? 'seller' : 'buyer');
}

export const conflictCompleted: StageGateCheckMany = async (tx, rows) => {
  const checks = await tx
    .select()
    .from(dealConflictChecks)
    .where(
      inArray(
        dealConflictChecks.dealId,
        rows.map((deal) => deal.id),
      ),
    );
  const byDeal = new Map(checks.map((check) => [check.dealId, check]));
  return answers(rows, (deal) => conflictWait(byDeal.get(deal.id)));
};

/** ABA Model Rule 1.17(c): the 90-day window after the notices went out has ended. */
export const noticeWindowEnded: StageGateCheckMany = async (_tx, rows, now) =>
  answers(rows, (deal) => {
    const window = clientNoticeWindow(deal.clientNoticeSentOn, now.toISOString().slice(0, 10));
    if (window.window_ended) return null;
    return window.window_ends_on ? DEAL_MESSAGES.noticeWindowOpen(window.window_ends_on) : DEAL_MESSAGES.noticeNotSent;
  });
