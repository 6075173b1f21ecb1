/** The pipeline's stages: seeded once with docs/product.md's ten, then renamed, reordered, added and retired by staff. */
import { asc, eq, isNotNull, max, sql } from 'drizzle-orm';
import {
  CLOSED_LOST_STAGE,
  CLOSED_WON_STAGE,
  DEAL_MESSAGES,
  DEFAULT_DEAL_STAGES,
  DEFAULT_STAGE_CHECKLISTS,
  type CreateDealStageInput,
  type DealOutcome,
  type DealStage,
  type EditDealStageInput,
} from '../../../contracts/deals/deals';
import type { Db, Transaction } from '../../platform/db/database';
import { notFound, unprocessable, validationError } from '../../platform/errors';
import { dealStages, type DealStageRow } from './deals.table';

type DbOrTx = Db | Transaction;

const outcomeOf = (name: string): DealOutcome | null => (name === CLOSED_WON_STAGE ? 'won' : name === CLOSED_LOST_STAGE ? 'lost' : null);

const lockStages = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.deal_stages'))`);

/** Seeds the default pipeline the first time (idempotent under concurrency); returns every stage in order. */
export async function ensureDealStages(tx: Transaction): Promise<DealStageRow[]> {
  const existing = await tx.select().from(dealStages).orderBy(asc(dealStages.position));
  if (existing.length) return existing;
  await tx
    .insert(dealStages)
    .values(
      DEFAULT_DEAL_STAGES.map((name, index) => ({
        name,
        position: index + 1,
        outcome: outcomeOf(name),
        checklist: DEFAULT_STAGE_CHECKLISTS[name],
      })),
    )
    .onConflictDoNothing();
  return tx.select().from(dealStages).orderBy(asc(dealStages.position));
}

/** The first stage still in use: where an accepted match's deal starts. */
export async function firstDealStage(tx: Transaction): Promise<DealStageRow> {
  const stages = await ensureDealStages(tx);
  return stages.find((stage) => stage.retiredAt === null && stage.outcome === null) ?? stages[0]!;
}

/**
 * The stage of the given outcome ("Closed — won" / "Closed — lost"), found by outcome so staff may rename it; if it is
 * missing it is appended with its default name. Serialised by an advisory lock.
 */
async function closingStage(tx: Transaction, outcome: DealOutcome): Promise<DealStageRow> {
  await ensureDealStages(tx);
  const find = async () => (await tx.select().from(dealStages).where(eq(dealStages.outcome, outcome)).limit(1))[0];
  const found = await find();
  if (found) return found;
  await lockStages(tx);
  const again = await find();
  if (again) return again;
  const [last] = await tx.select({ position: max(dealStages.position) }).from(dealStages);
  const name = outcome === 'won' ? CLOSED_WON_STAGE : CLOSED_LOST_STAGE;
  const [created] = await tx
    .insert(dealStages)
    .values({ name, outcome, position: (last?.position ?? 0) + 1 })
    .returning();
  return created!;
}

/** The "Closed — won" and "Closed — lost" stages; every other stage counts as open. */
export async function closingStages(tx: Transaction): Promise<{ won: DealStageRow; lost: DealStageRow }> {
  return { won: await closingStage(tx, 'won'), lost: await closingStage(tx, 'lost') };
}

export const closedStageIds = async (db: DbOrTx): Promise<number[]> =>
  (await db.select({ id: dealStages.id }).from(dealStages).where(isNotNull(dealStages.outcome))).map((row) => row.id);

export const toDealStage = (row: DealStageRow): DealStage => ({
  id: row.id,
  name: row.name,
  position: row.position,
  is_closed: row.outcome !== null,
  outcome: (row.outcome as DealOutcome | null) ?? null,
  retired: row.retiredAt !== null,
  checklist: row.checklist,
});

/** GET /deal-stages: every stage in order, retired ones included (they keep their deals). */
export async function listDealStages(db: Db): Promise<DealStage[]> {
  return (await db.transaction((tx) => ensureDealStages(tx))).map(toDealStage);
}

const nameTaken = (stages: DealStageRow[], name: string, exceptId?: number) =>
  stages.some((stage) => stage.id !== exceptId && stage.name.toLocaleLowerCase() === name.toLocaleLowerCase());

/** Writes positions 1..n in the given order without tripping the unique position index on the way. */
async function writeOrder(tx: Transaction, ids: number[]): Promise<void> {
  await tx.update(dealStages).set({ position: sql`-${dealStages.position}` });
  for (const [index, id] of ids.entries())
    await tx
      .update(dealStages)
      .set({ position: index + 1 })
      .where(eq(dealStages.id, id));
}

/** POST /deal-stages: a new open stage, placed just before the closing stages. */
export async function createDealStage(db: Db, input: CreateDealStageInput & { name: string }): Promise<DealStage> {
  return db.transaction(async (tx) => {
    await lockStages(tx);
    const stages = await ensureDealStages(tx);
    if (nameTaken(stages, input.name)) throw validationError({ name: [DEAL_MESSAGES.stageNameTaken] });
    const [created] = await tx
      .insert(dealStages)
      .values({ name: input.name, checklist: input.checklist ?? [], position: stages.length + 1 })
      .returning();
    const open = stages.filter((stage) => stage.outcome === null);
    const closed = stages.filter((stage) => stage.outcome !== null);
    await writeOrder(tx, [...open.map((stage) => stage.id), created!.id, ...closed.map((stage) => stage.id)]);
    const [placed] = await tx.select().from(dealStages).where(eq(dealStages.id, created!.id));
    return toDealStage(placed!);
  });
}

/** PUT /deal-stages/{id}: rename, change the checklist, retire (never a closing stage) or bring back. */
export async function updateDealStage(db: Db, id: number, input: EditDealStageInput, now: Date): Promise<DealStage> {
  return db.transaction(async (tx) => {
    await lockStages(tx);
    const stages = await ensureDealStages(tx);
    const stage = stages.find((candidate) => candidate.id === id);
    if (!stage) throw notFound();
    if (input.name !== undefined && nameTaken(stages, input.name, id)) throw validationError({ name: [DEAL_MESSAGES.stageNameTaken] });
    if (input.retired === true && stage.outcome !== null) throw unprocessable(DEAL_MESSAGES.closingStageRetire, 'retired');
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.checklist !== undefined ? { checklist: input.checklist } : {}),
      ...(input.retired !== undefined ? { retiredAt: input.retired ? (stage.retiredAt ?? now) : null } : {}),
    };
    // A body that names nothing to change leaves the stage as it is (an empty SET is not valid SQL).
    if (Object.keys(changes).length === 0) return toDealStage(stage);
    const [updated] = await tx.update(dealStages).set(changes).where(eq(dealStages.id, id)).returning();
    return toDealStage(updated!);
  });
}

/** PUT /deal-stages/order: every stage id exactly once, in the new order. */
export async function reorderDealStages(db: Db, ids: number[]): Promise<DealStage[]> {
  return db.transaction(async (tx) => {
    await lockStages(tx);
    const stages = await ensureDealStages(tx);
    const known = new Set(stages.map((stage) => stage.id));
    if (ids.length !== stages.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw validationError({ ids: [DEAL_MESSAGES.stageOrder] });
    }
    await writeOrder(tx, ids);
    return (await tx.select().from(dealStages).orderBy(asc(dealStages.position))).map(toDealStage);
  });
}
