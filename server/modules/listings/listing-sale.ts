import type { Transaction } from '../../platform/db/database';
import type { NotifyDeps } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import type { ListingRow } from './listings.table';

/** A listing being disabled as sold (here or elsewhere), inside the transaction that changes its status. */
export interface ListingSale {
  tx: Transaction;
  listing: ListingRow;
  /** Sold here: the deal the seller named as the winner, if any. */
  winningDealId: number | null;
  changedBy: UserRow;
  now: Date;
}

/** Runs once the status change has committed; answers what it could not push in real time. */
export type AfterSale = (deps: NotifyDeps) => Promise<unknown[]>;

export interface SaleStep {
  /** Unique; registering the same name again replaces the step. */
  name: string;
  run(sale: ListingSale): Promise<AfterSale | null>;
}

/**
 * What else a sale changes, registered at start-up by the modules above listings (deals closes the listing's open
 * deals), so listings never imports them.
 */
const steps = new Map<string, SaleStep>();

export function onListingSold(step: SaleStep): void {
  steps.set(step.name, step);
}

/** In registration order, inside the sale's transaction; what each returns runs after the commit. */
export async function runSaleSteps(sale: ListingSale): Promise<AfterSale[]> {
  const after: AfterSale[] = [];
  for (const step of steps.values()) {
    const then = await step.run(sale);
    if (then) after.push(then);
  }
  return after;
}
