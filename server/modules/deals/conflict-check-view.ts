/**
 * The conflict check as one viewer sees it (docs/product.md "Deals"): a party sees its own entries that hit and both sides'
 * hit counts; staff see the status, the outcome and the comparisons flagged as implausible, in counts; staff acting as
 * a party see the party's counts but never the names (issue #29).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ConflictAnswer, ConflictCheck, ConflictFlag } from '../../../contracts/deals/deals';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { openText, sealingKey } from '../../platform/sealed-text';
import type { UserRow } from '../users/users.table';
import { dealConflictChecks, dealConflictComparisons, dealConflictSecrets, type DealConflictComparisonRow } from './conflict-check.table';
import { conflictSealing, otherSide, type DealSide } from './conflict-sealing';
import { isImplausible, restartsLeft } from './conflict-limits';
import type { ConflictHit } from './conflict-names';
import { dealSideOf } from './deal.policy';
import type { DealRow } from './deals.table';

export interface ConflictViewer {
  user: Pick<UserRow, 'id' | 'role'>;
  /** The staff member acting as `user`, while impersonating. */
  actingStaffId: number | null;
}

const NOT_STARTED = {
  status: 'not_started',
  my_list_submitted: false,
  their_list_submitted: false,
  my_hits: null,
  my_hit_count: null,
  their_hit_count: null,
  hits_hidden: false,
  my_answer: null,
  their_answer_given: false,
  outcome: null,
  compared_at: null,
  completed_at: null,
} as const;

const countsOf = (row: DealConflictComparisonRow) => ({
  buyer: { names: row.buyerNames, hits: row.buyerHits },
  seller: { names: row.sellerNames, hits: row.sellerHits },
});

/** The comparisons where a list hit implausibly often, for staff: counts only. */
function flagsOf(comparisons: DealConflictComparisonRow[]): ConflictFlag[] {
  return comparisons
    .map((row) => ({ compared_at: row.comparedAt.toISOString(), ...countsOf(row) }))
    .filter((flag) => isImplausible(flag.buyer) || isImplausible(flag.seller));
}

async function openHits(db: Db, config: Config, dealId: number, side: DealSide): Promise<ConflictHit[]> {
  const [sealed] = await db
    .select()
    .from(dealConflictSecrets)
    .where(and(eq(dealConflictSecrets.dealId, dealId), eq(dealConflictSecrets.side, side), eq(dealConflictSecrets.kind, 'hits')));
  if (!sealed) return [];
  const { label, boundTo } = conflictSealing;
  return JSON.parse(openText(sealingKey(config.sessionSecret, label), sealed, boundTo(dealId, side, 'hits'))) as ConflictHit[];
}

export async function conflictCheckFor(
  db: Db,
  config: Config,
  deal: Pick<DealRow, 'id' | 'buyerId' | 'sellerId'>,
  viewer: ConflictViewer,
): Promise<ConflictCheck> {
  const viewerSide = dealSideOf(viewer.user, deal);
  const side: DealSide | null = viewerSide === 'buyer' || viewerSide === 'seller' ? viewerSide : null;
  const [[check], comparisons, left] = await Promise.all([
    db.select().from(dealConflictChecks).where(eq(dealConflictChecks.dealId, deal.id)).limit(1),
    db.select().from(dealConflictComparisons).where(eq(dealConflictComparisons.dealId, deal.id)).orderBy(asc(dealConflictComparisons.id)),
    side ? restartsLeft(db, deal.id, viewer.user.id) : Promise.resolve(null),
  ]);
  const perViewer = { restarts_left: left, flags: viewerSide === 'staff' ? flagsOf(comparisons) : null };
  if (!check) return { ...NOT_STARTED, ...perViewer };

  const submitted = { buyer: check.buyerSubmittedAt !== null, seller: check.sellerSubmittedAt !== null };
  const answers = { buyer: check.buyerAnswer as ConflictAnswer | null, seller: check.sellerAnswer as ConflictAnswer | null };
  const latest = check.comparedAt ? comparisons.at(-1) : undefined;
  const counts = side && latest ? countsOf(latest) : null;
  const sealedHitsOpen = Boolean(side && check.comparedAt && !check.completedAt);
  const hidden = sealedHitsOpen && viewer.actingStaffId !== null;
  return {
    status: check.completedAt ? 'completed' : check.comparedAt ? 'compared' : 'waiting',
    my_list_submitted: side ? submitted[side] : false,
    their_list_submitted: side ? submitted[otherSide(side)] : submitted.buyer && submitted.seller,
    my_hits: sealedHitsOpen && !hidden ? await openHits(db, config, deal.id, side!) : null,
    my_hit_count: counts ? counts[side!].hits : null,
    their_hit_count: counts ? counts[otherSide(side!)].hits : null,
    hits_hidden: hidden,
    my_answer: side ? answers[side] : null,
    their_answer_given: side ? answers[otherSide(side)] !== null : false,
    outcome: (check.outcome as ConflictAnswer | null) ?? null,
    compared_at: check.comparedAt?.toISOString() ?? null,
    completed_at: check.completedAt?.toISOString() ?? null,
    ...perViewer,
  };
}
