import type { Verification } from '../../../contracts/verifications/verifications';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatDollars = (amount: number) => dollars.format(amount);

/** One line on what a submission claims, for the staff queue. */
export function submissionSummary(item: Verification): string {
  const documents = item.documents.length === 1 ? '1 document' : `${item.documents.length} documents`;
  if (item.bar) return `${item.bar.state} bar no. ${item.bar.number}, admitted ${item.bar.year_admitted} · ${documents}`;
  if (item.funds_amount !== null) return `${formatDollars(item.funds_amount)} · ${documents}`;
  if (item.id_expires_on) return `ID valid until ${item.id_expires_on} · ${documents}`;
  if (item.source === 'valuation') return 'Earned from a completed expert valuation';
  return documents;
}
