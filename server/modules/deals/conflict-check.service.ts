/**
 * The conflict check without disclosure (PRODUCT.md "Deals"). Each side submits its client and adverse-party names;
 * they are sealed at rest (decision 0012). When both lists are in, the comparison opens them, keeps for each side only
 * its own entries that hit, seals those, and deletes both lists. Both sides then answer; when both have, the outcome
 * goes in the history and the hits are deleted. Closing the deal deletes whatever is left. Staff see only the status.
 */
import { and, eq } from 'drizzle-orm';
import { CONFLICT_ANSWER_LABELS, CONFLICT_MESSAGES, type ConflictAnswer, type ConflictCheck } from '../../../contracts/deals';
import type { Db, Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound, unprocessable, validationError } from '../../platform/errors';
import { openText, sealingKey, sealText } from '../../platform/sealed-text';
import type { UserRow } from '../users/users.table';
import { CONFLICT_LIST_MAX_NAMES, CONFLICT_NAME_MAX_LENGTH, conflictHits, parseNameList, type ConflictHit } from './conflict-names';
import { dealConflictChecks, dealConflictSecrets, type DealConflictCheckRow } from './conflict-check.table';
import { forgetConflictNames } from './conflict-secrets';
import { announceDealChange } from './deal-notices';
import { dealSideOf } from './deal.policy';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow } from './deals.table';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;
type Side = 'buyer' | 'seller';

const SEALING_LABEL = 'lexchange.deal-conflict-check.v1';
const boundTo = (dealId: number, side: Side, kind: 'list' | 'hits') => `deal:${dealId}:${side}:${kind}`;
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

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
    return { deal };
  });
  if (compared) {
    await announceDealChange(
      deps,
      compared.deal,
      [compared.deal.buyerId, compared.deal.sellerId].filter((id): id is number => id !== null && id !== user.id),
      user,
      {
        kind: 'conflict_check',
        from: null,
        to: 'both lists are in and were compared. Open the deal to see your entries that hit and confirm the result.',
      },
    );
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
        kind: 'conflict_check',
        from: null,
        to: `completed — ${CONFLICT_ANSWER_LABELS[done.outcome].toLowerCase()}.`,
      },
    );
  }
}

/** DELETE /deals/{id}/conflict-check: either side starts the check over (lists and results deleted). */
export async function restartConflictCheck(deps: Deps, user: UserRow, dealId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockOpenDeal(tx, user, dealId);
    await forgetConflictNames(tx, [dealId]);
    await tx.delete(dealConflictChecks).where(eq(dealConflictChecks.dealId, dealId));
  });
}

/** The check as the caller sees it: their own hits only; staff see the status and outcome. */
export async function conflictCheckFor(
  db: Db,
  config: Deps['config'],
  deal: Pick<DealRow, 'id' | 'buyerId' | 'sellerId'>,
  viewer: Pick<UserRow, 'id' | 'role'>,
): Promise<ConflictCheck> {
  const [check] = await db.select().from(dealConflictChecks).where(eq(dealConflictChecks.dealId, deal.id)).limit(1);
  const viewerSide = dealSideOf(viewer, deal);
  const side: Side | null = viewerSide === 'buyer' || viewerSide === 'seller' ? viewerSide : null;
  return present(db, config, deal.id, check ?? null, side);
}

async function present(
  db: Db,
  config: Deps['config'],
  dealId: number,
  check: DealConflictCheckRow | null,
  side: Side | null,
): Promise<ConflictCheck> {
  if (!check)
    return {
      status: 'not_started',
      my_list_submitted: false,
      their_list_submitted: false,
      my_hits: null,
      my_answer: null,
      their_answer_given: false,
      outcome: null,
      compared_at: null,
      completed_at: null,
    };
  const submitted = { buyer: check.buyerSubmittedAt !== null, seller: check.sellerSubmittedAt !== null };
  const answers = { buyer: check.buyerAnswer as ConflictAnswer | null, seller: check.sellerAnswer as ConflictAnswer | null };
  let myHits: ConflictHit[] | null = null;
  if (side && check.comparedAt && !check.completedAt) {
    const [sealed] = await db
      .select()
      .from(dealConflictSecrets)
      .where(and(eq(dealConflictSecrets.dealId, dealId), eq(dealConflictSecrets.side, side), eq(dealConflictSecrets.kind, 'hits')));
    myHits = sealed
      ? (JSON.parse(openText(sealingKey(config.sessionSecret, SEALING_LABEL), sealed, boundTo(dealId, side, 'hits'))) as ConflictHit[])
      : [];
  }
  return {
    status: check.completedAt ? 'completed' : check.comparedAt ? 'compared' : 'waiting',
    my_list_submitted: side ? submitted[side] : false,
    their_list_submitted: side ? submitted[other(side)] : submitted.buyer && submitted.seller,
    my_hits: myHits,
    my_answer: side ? answers[side] : null,
    their_answer_given: side ? answers[other(side)] !== null : false,
    outcome: (check.outcome as ConflictAnswer | null) ?? null,
    compared_at: check.comparedAt?.toISOString() ?? null,
    completed_at: check.completedAt?.toISOString() ?? null,
  };
}
