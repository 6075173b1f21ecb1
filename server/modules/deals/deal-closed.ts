/**
 * What modules above deals do when a deal closes (the earn-out schedule of a won deal, the market data's recount),
 * registered at start-up through their `connect…()` so deals never imports them. Both paths that close a deal call
 * these: a stage move to a closed stage (PUT /deals/{id}) and a listing's sale, which closes its open deals.
 */
import type { DealOutcome } from '../../../contracts/deals/deals';
import type { Transaction } from '../../platform/db/database';
import type { NotifyDeps } from '../notifications/notify';

export interface DealClosedEvent {
  dealId: number;
  listingId: number;
  buyerId: number | null;
  sellerId: number | null;
  outcome: DealOutcome;
  now: Date;
}

export interface DealClosedStep {
  /** Unique; registering the same name again replaces the step (connecting the modules twice registers once). */
  name: string;
  /** Inside the transaction that closes the deal: a throw undoes the close. */
  run?(tx: Transaction, event: DealClosedEvent): Promise<void>;
  /** After that transaction committed (jobs, notifications); a throw is returned to the caller, which logs it. */
  after?(deps: NotifyDeps, event: DealClosedEvent): Promise<void>;
}

const steps = new Map<string, DealClosedStep>();

export function onDealClosed(step: DealClosedStep): void {
  steps.set(step.name, step);
}

export async function runDealClosedSteps(tx: Transaction, events: DealClosedEvent[]): Promise<void> {
  for (const event of events) for (const step of steps.values()) await step.run?.(tx, event);
}

/** Every step's `after` for every event; what failed is returned (the close stands). */
export async function afterDealClosed(deps: NotifyDeps, events: DealClosedEvent[]): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const event of events)
    for (const step of steps.values()) {
      try {
        await step.after?.(deps, event);
      } catch (error) {
        failures.push(error);
      }
    }
  return failures;
}
