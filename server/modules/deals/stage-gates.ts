/**
 * Issue #34: a stage means its work is done. Each gate says what a deal must have done before it moves forward past a
 * stage (the NDA signed, the conflict check completed by both sides, the letter of intent and the purchase agreement
 * signed, the client-notice window ended). Modules above deals (offers, closing, client notices) register their gates
 * at start-up through their `connect…()`, so deals never imports them. Gates name a stage by its default name: a stage
 * staff renamed or added has none.
 */
import type { DefaultDealStage } from '../../../contracts/deals/deals';
import type { Transaction } from '../../platform/db/database';
import type { DealRow, DealStageRow } from './deals.table';

/**
 * Null when the stage's work is done; otherwise what the deal waits for, as both sides read it
 * ("Waiting for the seller's conflict list.").
 */
export type StageGateCheck = (tx: Transaction, deal: DealRow, now: Date) => Promise<string | null>;

/** The same answer for many deals at once (the board lists up to 200): deal id → wait, absent or null when done. */
export type StageGateCheckMany = (tx: Transaction, deals: DealRow[], now: Date) => Promise<Map<number, string | null>>;

export interface StageGate {
  /** The stage the deal leaves going forward, by its default name. */
  stage: DefaultDealStage;
  /** For logs and tests: who registered it and why ("offers: the letter of intent is signed by both"). */
  name: string;
  check: StageGateCheck;
  /** Optional: answers a whole board in a statement or two; without it the board asks `check` deal by deal. */
  checkMany?: StageGateCheckMany;
}

const gates = new Map<string, StageGate>();

/** Idempotent by name, like the other start-up hooks, so connecting the modules twice (tests) registers once. */
export function registerStageGate(gate: StageGate): void {
  gates.set(gate.name, gate);
}

/** The gates of one stage, in the order they were registered. */
export const stageGatesOf = (stage: string): StageGate[] => [...gates.values()].filter((gate) => gate.stage === stage);

/** What the deal still waits for before it may leave `stage` forward: [] when it may. */
export async function pendingWork(tx: Transaction, deal: DealRow, stage: string, now: Date): Promise<string[]> {
  const waits: string[] = [];
  for (const gate of stageGatesOf(stage)) {
    const wait = await gate.check(tx, deal, now);
    if (wait && !waits.includes(wait)) waits.push(wait);
  }
  return waits;
}

/** The stages a forward move from `from` to `to` leaves or skips: from `from` up to the one before `to`. */
export const stagesPassed = (stages: DealStageRow[], from: DealStageRow, to: DealStageRow) =>
  stages.filter((stage) => stage.position >= from.position && stage.position < to.position);

/** What a forward move still waits for, every stage it passes together, each sentence once. */
export async function pendingWorkBetween(tx: Transaction, deal: DealRow, passed: DealStageRow[], now: Date): Promise<string[]> {
  const waits: string[] = [];
  for (const stage of passed) {
    for (const wait of await pendingWork(tx, deal, stage.name, now)) if (!waits.includes(wait)) waits.push(wait);
  }
  return waits;
}

export interface PendingGate {
  stage_id: number;
  waiting_for: string[];
}

/**
 * For each open deal, from its own stage onward, the first stage it cannot yet leave forward with what that stage waits
 * for (GET /deals, GET /deals/{id}): every stage after it is out of reach anyway, so its gates are not asked. With
 * `through: 'won'`, every such stage up to the closing ones, which is what closing as won waits for
 * (GET /listings/{id}/open-deals). One batch per gate for the whole page when the gate gives `checkMany`; otherwise its
 * `check` runs for the deals still reaching its stage, pipelined on the transaction's connection.
 */
export async function pendingGatesOf(
  tx: Transaction,
  rows: DealRow[],
  stages: DealStageRow[],
  now: Date,
  { through = 'first' }: { through?: 'first' | 'won' } = {},
): Promise<Map<number, PendingGate[]>> {
  const positionOf = new Map(stages.map((stage) => [stage.id, stage.position]));
  const open = rows.filter((deal) => stages.find((stage) => stage.id === deal.stageId)?.outcome === null);
  const result = new Map<number, PendingGate[]>(rows.map((deal) => [deal.id, []]));
  const blocked = new Set<number>();
  for (const stage of stages) {
    if (stage.outcome !== null) continue;
    const reaching = open.filter((deal) => !blocked.has(deal.id) && (positionOf.get(deal.stageId) ?? Infinity) <= stage.position);
    if (reaching.length === 0) continue;
    for (const gate of stageGatesOf(stage.name)) {
      const waits = await answersOf(gate, tx, reaching, now);
      for (const deal of reaching) {
        const wait = waits.get(deal.id);
        if (!wait) continue;
        const list = result.get(deal.id)!;
        const entry = list.find((pending) => pending.stage_id === stage.id);
        if (!entry) list.push({ stage_id: stage.id, waiting_for: [wait] });
        else if (!entry.waiting_for.includes(wait)) entry.waiting_for.push(wait);
      }
    }
    if (through === 'first') for (const deal of reaching) if (result.get(deal.id)!.length > 0) blocked.add(deal.id);
  }
  return result;
}

async function answersOf(gate: StageGate, tx: Transaction, rows: DealRow[], now: Date): Promise<Map<number, string | null>> {
  if (gate.checkMany) return gate.checkMany(tx, rows, now);
  const answers = await Promise.all(rows.map(async (deal) => [deal.id, await gate.check(tx, deal, now)] as const));
  return new Map(answers);
}
