import type { Valuation } from '../../../contracts/valuations/records';
import type { ValuationSide, ValuationStatus } from '../../../contracts/valuations/valuations';
import type { ValuationRow } from './valuations.table';

export interface ValuationWithPeople {
  valuation: ValuationRow;
  listing: { id: number; headline: string; status: string } | null;
  owner: { id: number; firstName: string; lastName: string; email: string; uniqueId: string };
  assignee: { id: number; firstName: string; lastName: string } | null;
}

export const reportPath = (id: number) => `/api/valuations/${id}/report`;
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The API shape; the owner's identity is shown to staff only. */
export function toValuation(row: ValuationWithPeople, options: { forStaff: boolean }): Valuation {
  const { valuation } = row;
  const hasFinal = valuation.finalLow !== null && valuation.finalMid !== null && valuation.finalHigh !== null;
  return {
    id: valuation.id,
    side: valuation.side as ValuationSide,
    status: valuation.status as ValuationStatus,
    title: valuation.title,
    listing: row.listing,
    inputs: valuation.inputs as unknown as Record<string, unknown>,
    estimate: valuation.estimate,
    requested_at: valuation.requestedAt?.toISOString() ?? null,
    assigned_to: row.assignee ? { id: row.assignee.id, name: nameOf(row.assignee) } : null,
    final: hasFinal ? { low: valuation.finalLow!, mid: valuation.finalMid!, high: valuation.finalHigh! } : null,
    notes: valuation.notes,
    report_pending: valuation.status !== 'completed' && valuation.completionRequestedAt !== null,
    completed_at: valuation.completedAt?.toISOString() ?? null,
    report_url: valuation.status === 'completed' && valuation.reportKey ? reportPath(valuation.id) : null,
    owner: options.forStaff ? { id: row.owner.id, name: nameOf(row.owner), email: row.owner.email, unique_id: row.owner.uniqueId } : null,
    created_at: valuation.createdAt.toISOString(),
    updated_at: valuation.updatedAt.toISOString(),
  };
}
