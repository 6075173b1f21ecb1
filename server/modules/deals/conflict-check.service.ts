/**
 * The conflict check without disclosure (docs/product.md "Deals"). Each side submits its client and adverse-party names;
 * they are sealed at rest (decision 0012). When both lists are in, the comparison opens them, keeps for each side only
 * its own entries that hit, seals those, records the counts, and deletes both lists. Both sides then answer; when both
 * have, the outcome goes in the history and the hits are deleted. Closing the deal deletes whatever is left. Staff see
 * only the status (conflict-check-view.ts). Restarts are limited here, submissions by the route (conflict-limits.ts, #29).
 */
import { and, desc, eq } from 'drizzle-orm';
import { CONFLICT_ANSWER_LABELS, CONFLICT_LIST_MAX_NAMES, CONFLICT_MESSAGES, type ConflictAnswer } from '../../../contracts/deals/deals';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound, unprocessable, validationError } from '../../platform/errors';
import { openText, sealingKey, sealText } from '../../platform/sealed-text';
import type { UserRow } from '../users/users.table';
import { CONFLICT_NAME_MAX_LENGTH, conflictHits, parseNameList, type ConflictHit } from './conflict-names';
import { dealConflictChecks, dealConflictComparisons, dealConflictSecrets } from './conflict-check.table';
import { restartsLeft } from './conflict-limits';
import { conflictSealing, otherSide as other, type DealSide as Side } from './conflict-sealing';
import { forgetConflictNames } from './conflict-secrets';
import { announceDealChange } from './deal-notices';
import { dealSideOf } from './deal.policy';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow } from './deals.table';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

const { label: SEALING_LABEL, boundTo } = conflictSealing;

/** "12 of your entries hit and 11 of theirs": the counts a party may know, from the recipient's side. */
const hitCountsText = (counts: Record<Side, number>, mine: Side) =>
  `${counts[mine]} of your entries hit and ${counts[other(mine)]} of theirs`;

async function lockOpenDeal(tx: Transaction, user: UserRow, dealId: number): Promise<{ deal: DealRow; side: Side }> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update').limit(1);
  const side = deal ? dealSideOf(user, deal) : null;
  if (!deal || !side) throw notFound();
  if (side === 'staff') throw unprocessable(CONFLICT_MESSAGES.partiesOnly);
  const stage = (await ensureDealStages(tx)).find((candidate) => candidate.id === deal.stageId);
  if (stage?.outcome) throw unprocessable(CONFLICT_MESSAGES.closed);
  return { deal, side };
}

/** PUT /deals/{id}/conflict-list: stores the side's sealed list; compares once both are in. */
export async function submitConflictList(deps: Deps, user: UserRow, dealId: number, text: string, format: 'lines' | 'csv'): Promise<void> {
  const names = parseNameList(text, format);
  if (names.length === 0) throw validationError({ names: [CONFLICT_MESSAGES.noNames] });
  if (names.length > CONFLICT_LIST_MAX_NAMES) throw validationError({ names: [CONFLICT_MESSAGES.tooMany] });
  const key = sealingKey(deps.config.sessionSecret, SEALING_LABEL);
  const now = deps.now();
  const compared = await deps.database.db.transaction(async (tx) => {
    const { deal, side } = await lockOpenDeal(tx, user, dealId);
    let [check] = await tx.select().from(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId)).limit(1);
    if (check?.comparedAt && !check.completedAt) throw unprocessable(CONFLICT_MESSAGES.alreadyCompared, 'names');
    if (!check || check.completedAt) {
      // A new check (the first, or again after one completed).
      await tx.delete(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId));
      await forgetConflictNames(tx, [dealId]);
      [check] = await tx.insert(dealConflictChecks).values({ dealId }).returning();
    }
    const plain = names.map((name) => name.slice(0, CONFLICT_NAME_MAX_LENGTH)).join('\n');
    const sealed = sealText(key, plain, boundTo(dealId, side, 'list'));
    await tx
      .insert(dealConflictSecrets)
      .values({ dealId, side, kind: 'list', ...sealed, createdAt: now })
      .onConflictDoUpdate({
        target: [dealConflictSecrets.dealId, dealConflictSecrets.side, dealConflictSecrets.kind],
        set: { ...sealed, createdAt: now },
      });
    await tx
      .update(dealConflictChecks)
      .set(side === 'buyer' ? { buyerSubmittedAt: now } : { sellerSubmittedAt: now })
      .where(eq(dealConflictChecks.dealId, dealId));
    const [theirs] = await tx
      .select()
      .from(dealConflictSecrets)
      .where(and(eq(dealConflictSecrets.dealId, dealId), eq(dealConflictSecrets.side, other(side)), eq(dealConflictSecrets.kind, 'list')));
    if (!theirs) return null;
    // Both lists are in: compare, keep each side's own hits sealed, and delete both lists.
    const lists = { [side]: names, [other(side)]: openText(key, theirs, boundTo(dealId, other(side), 'list')).split('\n') } as Record<
      Side,
      string[]
    >;
    const hits = conflictHits(lists.buyer, lists.seller);
    await forgetConflictNames(tx, [dealId]);
    const sealHits = (who: Side, list: ConflictHit[]) => ({
      dealId,
      side: who,
      kind: 'hits',
      ...sealText(key, JSON.stringify(list), boundTo(dealId, who, 'hits')),
      createdAt: now,
    });
    await tx.insert(dealConflictSecrets).values([sealHits('buyer', hits.first), sealHits('seller', hits.second)]);
    await tx.update(dealConflictChecks).set({ comparedAt: now }).where(eq(dealConflictChecks.dealId, dealId));
    await tx.insert(dealConflictComparisons).values({
      dealId,
      comparedAt: now,
      buyerNames: lists.buyer.length,
      buyerHits: hits.first.length,
      sellerNames: lists.seller.length,
      sellerHits: hits.second.length,
    });
    return { deal, side, hitCounts: { buyer: hits.first.length, seller: hits.second.length } };
  });
  const recipient = compared ? compared.deal[other(compared.side) === 'buyer' ? 'buyerId' : 'sellerId'] : null;
  if (compared && recipient !== null) {
    // The count goes out at once, so the other side knows it even if this side starts over before they look.
    await announceDealChange(deps, compared.deal, [recipient], user, {
      kind: 'conflict_compared',
      from: null,
      to: `both lists are in and were compared: ${hitCountsText(compared.hitCounts, other(compared.side))}. Open the deal to see your entries that hit and confirm the result.`,
    });
  }
}

/** PUT /deals/{id}/conflict-check: the side's answer; with both answers the check completes and the hits go. */
export async function answerConflictCheck(deps: Deps, user: UserRow, dealId: number, answer: ConflictAnswer): Promise<void> {
  const now = deps.now();
  const done = await deps.database.db.transaction(async (tx) => {
    const { deal, side } = await lockOpenDeal(tx, user, dealId);
    const [check] = await tx.select().from(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId)).limit(1);
    if (!check?.comparedAt || check.completedAt) throw unprocessable(CONFLICT_MESSAGES.notCompared, 'answer');
    const answers = { buyer: check.buyerAnswer, seller: check.sellerAnswer, [side]: answer } as Record<Side, string | null>;
    const complete = answers.buyer !== null && answers.seller !== null;
    const outcome: ConflictAnswer | null = complete
      ? answers.buyer === 'conflict_found' || answers.seller === 'conflict_found'
        ? 'conflict_found'
        : 'no_conflict'
      : null;
    await tx
      .update(dealConflictChecks)
      .set({
        ...(side === 'buyer' ? { buyerAnswer: answer } : { sellerAnswer: answer }),
        ...(complete ? { outcome, completedAt: now, completedById: user.id } : {}),
      })
      .where(eq(dealConflictChecks.dealId, dealId));
    if (!complete) return null;
    await forgetConflictNames(tx, [dealId]);
    await tx
      .insert(dealStageHistory)
      .values({ dealId, field: 'conflict_check', toValue: CONFLICT_ANSWER_LABELS[outcome!], changedById: user.id, createdAt: now });
    return { deal, outcome: outcome! };
  });
  if (done) {
    await announceDealChange(
      deps,
      done.deal,
      [done.deal.buyerId, done.deal.sellerId].filter((id): id is number => id !== null && id !== user.id),
      user,
      {
        kind: 'conflict_complete',
        from: null,
        outcome: done.outcome,
        to: `completed — ${CONFLICT_ANSWER_LABELS[done.outcome].toLowerCase()}.`,
      },
    );
  }
}

/**
 * DELETE /deals/{id}/conflict-check: either side starts the check over (lists and results deleted), at most
 * CONFLICT_RESTARTS_PER_SIDE times. The history keeps who did it and the hit counts of the comparison it wiped, and
 * the other side is told: a restart can no longer wipe their results unseen (issue #29).
 */
export async function restartConflictCheck(deps: Deps, user: UserRow, dealId: number): Promise<void> {
  const now = deps.now();
  const restarted = await deps.database.db.transaction(async (tx) => {
    const { deal, side } = await lockOpenDeal(tx, user, dealId);
    const [check] = await tx.select().from(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId)).limit(1);
    if (!check) throw unprocessable(CONFLICT_MESSAGES.nothingToRestart);
    if ((await restartsLeft(tx, dealId, user.id)) === 0) throw unprocessable(CONFLICT_MESSAGES.noRestartsLeft);
    const [comparison] = check.comparedAt
      ? await tx
          .select()
          .from(dealConflictComparisons)
          .where(eq(dealConflictComparisons.dealId, dealId))
          .orderBy(desc(dealConflictComparisons.id))
          .limit(1)
      : [];
    const hitCounts = comparison ? { buyer: comparison.buyerHits, seller: comparison.sellerHits } : null;
    await forgetConflictNames(tx, [dealId]);
    await tx.delete(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId));
    await tx.insert(dealStageHistory).values({
      dealId,
      field: 'conflict_restart',
      toValue: hitCounts
        ? `In the comparison before, ${hitCounts.buyer} of the buyer's entries hit and ${hitCounts.seller} of the seller's.`
        : null,
      changedById: user.id,
      createdAt: now,
    });
    return { deal, side, hitCounts };
  });
  const theirs = other(restarted.side);
  const recipient = restarted.deal[theirs === 'buyer' ? 'buyerId' : 'sellerId'];
  if (recipient === null) return;
  await announceDealChange(deps, restarted.deal, [recipient], user, {
    kind: 'conflict_restart',
    from: null,
    to: restarted.hitCounts ? `In the comparison before, ${hitCountsText(restarted.hitCounts, theirs)}.` : '',
  });
}
