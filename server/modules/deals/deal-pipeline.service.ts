/**
 * Moving a deal through the pipeline (PUT /deals/{id}, PUT /deals/{id}/likelihood) and recording the client-notice
 * date. Each change locks the deal row for its transaction, so changes from both sides at once are applied one
 * after the other and each leaves its own history row, whose `from` is what the previous change left.
 */
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES, type MoveDealInput } from '../../../contracts/deals/deals';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/errors';
import type { Transaction } from '../../platform/db/database';
import { recordRevocation } from '../listings/listing-access';
import { disableListing } from '../listings/listing-lifecycle.service';
import type { UserRow } from '../users/users.table';
import { forgetConflictNames } from './conflict-secrets';
import { afterDealClosed, runDealClosedSteps, type DealClosedEvent } from './deal-closed';
import { announceDealChange } from './deal-notices';
import { announceOpenedFolders } from './data-room-opening';
import { dealSideOf, type DealViewerSide } from './deal.policy';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow, type DealStageRow } from './deals.table';
import { pendingWorkBetween, stagesPassed } from './stage-gates';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now' | 'storage'>;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The deal locked for the rest of the transaction, with the caller's side; 404 for anyone but its parties and staff. */
async function lockDeal(tx: Transaction, user: UserRow, id: number): Promise<{ deal: DealRow; side: DealViewerSide }> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for('update').limit(1);
  const side = deal ? dealSideOf(user, deal) : null;
  if (!deal || !side) throw notFound();
  return { deal, side };
}

/** The deal's parties to tell about a change: the other side, or both when staff made it. */
const othersOf = (deal: DealRow, user: UserRow) =>
  [deal.buyerId, deal.sellerId].filter((id): id is number => id !== null && id !== user.id);

interface StageCheck {
  deal: DealRow;
  side: DealViewerSide;
  current: DealStageRow;
  target: DealStageRow;
  now: Date;
}

function checkMove(check: StageCheck, body: MoveDealInput) {
  const { current, target, side } = check;
  if (target.retiredAt !== null) throw validationError({ stage_id: [DEAL_MESSAGES.stageRetired] });
  if (current.outcome !== null && side !== 'staff') throw validationError({ stage_id: [DEAL_MESSAGES.dealClosed] });
  if (target.outcome === 'lost' && !body.reason) throw validationError({ reason: [DEAL_MESSAGES.lostReason] });
  if (isBackMove(check) && !body.reason) throw validationError({ reason: [DEAL_MESSAGES.backReason] });
}

/** An open deal moving to an earlier open stage: either side may, saying why (the other side reads it). */
const isBackMove = ({ current, target }: StageCheck) =>
  current.outcome === null && target.outcome === null && target.position < current.position;

/**
 * The stages whose work a move must have done (issue #34): every stage a forward move leaves or skips. Closing as lost
 * passes none; a closed deal reopened by staff passes none, unless staff close it as won, which passes them all.
 */
function stagesToPass({ current, target }: StageCheck, stages: DealStageRow[]): DealStageRow[] {
  if (target.outcome === 'lost') return [];
  if (current.outcome === null) return stagesPassed(stages, current, target);
  return target.outcome === 'won' ? stages.filter((stage) => stage.outcome === null && stage.position < target.position) : [];
}

/**
 * Refuses a forward move whose stages' work is not done (422 on `stage_id`, each wait a message). Staff may move on all
 * the same with `override_reason`, which the history keeps with what was waived; returns that history row, or null.
 */
async function gateOverride(tx: Transaction, check: StageCheck, stages: DealStageRow[], body: MoveDealInput) {
  const waits = await pendingWorkBetween(tx, check.deal, stagesToPass(check, stages), check.now);
  if (waits.length === 0) return null;
  if (check.side !== 'staff') throw validationError({ stage_id: waits }, waits.join(' '));
  if (!body.override_reason) throw validationError({ stage_id: waits, override_reason: [DEAL_MESSAGES.gateOverrideReason] });
  return { waived: waits.join(' '), reason: body.override_reason };
}

export interface StageMoveResult {
  dealId: number;
  /** What could not be pushed in real time (stored all the same); the route logs it. */
  pushErrors: unknown[];
  changed?: boolean;
}

/**
 * PUT /deals/{id} `{ stage_id }`. A forward move passes the gates of every stage it leaves or skips (staff may override
 * with a reason, logged); moving back or closing as lost needs a reason, which the other side reads. Closing as won may mark the listing sold here — the existing sold path, which also
 * closes the listing's other open deals as lost. The other side is notified.
 */
export async function moveDealStage(deps: Deps, user: UserRow, id: number, body: MoveDealInput): Promise<StageMoveResult> {
  const db = deps.database.db;
  const now = deps.now();
  const outcome = await db.transaction(async (tx) => {
    const { deal, side } = await lockDeal(tx, user, id);
    const stages = await ensureDealStages(tx);
    const target = stages.find((stage) => stage.id === body.stage_id);
    if (!target) throw validationError({ stage_id: [DEAL_MESSAGES.stageInvalid] });
    const current = stages.find((stage) => stage.id === deal.stageId)!;
    if (target.id === current.id) return { deal, moved: null };
    const check = { deal, side, current, target, now };
    checkMove(check, body);
    const override = await gateOverride(tx, check, stages, body);
    if (override) {
      await tx.insert(dealStageHistory).values({
        dealId: id,
        field: 'gate_override',
        fromValue: override.waived,
        toStageId: null,
        toValue: target.name,
        note: override.reason,
        changedById: user.id,
        createdAt: now,
      });
    }
    const sellsListing = target.outcome === 'won' && body.mark_listing_sold === true;
    if (sellsListing) {
      if (side === 'buyer') throw validationError({ mark_listing_sold: [DEAL_MESSAGES.markSoldRefused] });
      return { deal, moved: null, sellsListing: true };
    }
    const [updated] = await tx
      .update(deals)
      .set({
        stageId: target.id,
        stageChangedAt: now,
        updatedAt: now,
        closedReason: target.outcome === 'lost' ? (body.reason ?? null) : null,
        ...(target.outcome === 'won' ? { likelihoodOfClosing: 100 } : target.outcome === 'lost' ? { likelihoodOfClosing: 0 } : {}),
      })
      .where(eq(deals.id, id))
      .returning();
    // docs/product.md: the conflict lists go when the deal closes.
    if (target.outcome !== null) await forgetConflictNames(tx, [id]);
    const closed: DealClosedEvent[] =
      target.outcome === null
        ? []
        : [
            {
              dealId: id,
              listingId: updated!.listingId,
              buyerId: updated!.buyerId,
              sellerId: updated!.sellerId,
              outcome: target.outcome === 'won' ? 'won' : 'lost',
              now,
            },
          ];
    await runDealClosedSteps(tx, closed);
    // Issue 33: a lost deal closes the firm's details and data room to its buyer (the seller may restore them).
    if (target.outcome === 'lost' && updated!.buyerId !== null) {
      await recordRevocation(tx, { listingId: updated!.listingId, buyerId: updated!.buyerId, reason: 'deal_lost', by: user.id, at: now });
    }
    await tx.insert(dealStageHistory).values({
      dealId: id,
      field: 'stage',
      fromStageId: current.id,
      toStageId: target.id,
      note: target.outcome === 'lost' || isBackMove(check) ? (body.reason ?? null) : null,
      changedById: user.id,
      createdAt: now,
    });
    const note = target.outcome === 'lost' || isBackMove(check) ? (body.reason ?? null) : null;
    return { deal: updated!, moved: { from: current, to: target, note }, closed };
  });
  if ('sellsListing' in outcome) {
    // The listing's sold path moves this deal to won and every other open deal to lost, and tells their parties.
    const sold = await disableListingAsSoldHere(deps, user, outcome.deal);
    return { dealId: id, pushErrors: sold };
  }
  if (!outcome.moved) return { dealId: id, pushErrors: [] };
  const pushErrors = await announceDealChange(deps, outcome.deal, othersOf(outcome.deal, user), user, {
    kind: 'stage',
    from: outcome.moved.from.name,
    to: outcome.moved.to.name,
    note: outcome.moved.note,
  });
  pushErrors.push(...(await afterDealClosed(deps, outcome.closed)));
  pushErrors.push(...(await announceOpenedFolders(deps, id)));
  return { dealId: id, pushErrors };
}

async function disableListingAsSoldHere(deps: Deps, user: UserRow, deal: DealRow): Promise<unknown[]> {
  const result = await disableListing(deps, user, deal.listingId, { reason: 'sold_here', winning_deal_id: deal.id, note: null });
  return result.pushErrors;
}

/** PUT /deals/{id}/likelihood: an integer 0–100 on an open deal (staff may change a closed one). */
export async function setDealLikelihood(deps: Deps, user: UserRow, id: number, likelihood: number): Promise<StageMoveResult> {
  const now = deps.now();
  const changed = await deps.database.db.transaction(async (tx) => {
    const { deal, side } = await lockDeal(tx, user, id);
    const stages = await ensureDealStages(tx);
    const current = stages.find((stage) => stage.id === deal.stageId)!;
    if (current.outcome !== null && side !== 'staff') throw validationError({ likelihood_of_closing: [DEAL_MESSAGES.dealClosed] });
    if (deal.likelihoodOfClosing === likelihood) return null;
    const [updated] = await tx.update(deals).set({ likelihoodOfClosing: likelihood, updatedAt: now }).where(eq(deals.id, id)).returning();
    await tx.insert(dealStageHistory).values({
      dealId: id,
      field: 'likelihood',
      fromValue: `${deal.likelihoodOfClosing} %`,
      toValue: `${likelihood} %`,
      changedById: user.id,
      createdAt: now,
    });
    return updated!;
  });
  return { dealId: id, pushErrors: [], changed: changed !== null };
}

/** PUT /deals/{id}/client-notice: the seller (or staff) records the date the notices went out; the window starts. */
export async function recordClientNotice(deps: Deps, user: UserRow, id: number, sentOn: string): Promise<StageMoveResult> {
  const now = deps.now();
  const saved = await deps.database.db.transaction(async (tx) => {
    const { deal, side } = await lockDeal(tx, user, id);
    if (side === 'buyer') throw validationError({ sent_on: ['Only the seller records when the client notices went out.'] });
    if (sentOn > today(now)) throw validationError({ sent_on: ['The date cannot be in the future.'] });
    if (deal.clientNoticeSentOn === sentOn) return null;
    const [updated] = await tx.update(deals).set({ clientNoticeSentOn: sentOn, updatedAt: now }).where(eq(deals.id, id)).returning();
    await tx.insert(dealStageHistory).values({
      dealId: id,
      field: 'client_notice',
      fromValue: deal.clientNoticeSentOn,
      toValue: sentOn,
      changedById: user.id,
      createdAt: now,
    });
    return updated!;
  });
  if (!saved) return { dealId: id, pushErrors: [] };
  const pushErrors = await announceDealChange(deps, saved, othersOf(saved, user), user, { kind: 'client_notice', from: null, to: sentOn });
  return { dealId: id, pushErrors };
}
