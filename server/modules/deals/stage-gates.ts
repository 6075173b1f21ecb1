/**
 * Issue #34: a stage means its work is done. Each gate says what a deal must have done before it moves forward past a
 * stage (the NDA signed, the conflict check completed by both sides, the letter of intent and the purchase agreement
 * signed, the client-notice window ended). Modules above deals (offers, closing, client notices) register their gates
 * at start-up through their `connect…()`, so deals never imports them.
 */
import type { DefaultDealStage } from '../../../contracts/deals';
import type { Transaction } from '../../platform/db/database';
import type { DealRow } from './deals.table';

/**
 * Null when the stage's work is done; otherwise what the deal waits for, as both sides read it
 * ("Waiting for the seller's conflict list.").
 */
export type StageGateCheck = (tx: Transaction, deal: DealRow, now: Date) => Promise<string | null>;

export interface StageGate {
  /** The stage the deal leaves going forward, by its default name. */
  stage: DefaultDealStage;
  /** For logs and tests: who registered it and why ("offers: the letter of intent is signed by both"). */
  name: string;
  check: StageGateCheck;
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
    if (wait) waits.push(wait);
  }
  return waits;
}
