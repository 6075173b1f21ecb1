import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { formatMoney } from '../../../contracts/format/currency';
import { VALUATION_COMPLETED_SUBJECT, VALUATION_MESSAGES } from '../../../contracts/valuations/valuations';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { StoredObject } from '../../platform/storage/storage.types';
import { notify } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import { grantEarnedLevel } from '../verifications/verification-levels.service';
import { renderValuationReport, type ReportContent } from './valuation-report';
import { findValuation } from './valuations.query';
import { visibleValuation } from './valuations.service';
import { valuations } from './valuations.table';
import type { ValuationWithPeople } from './valuation-view';

export type CompletionDeps = Pick<AppDeps, 'database' | 'storage' | 'realtime' | 'jobs' | 'config' | 'now'>;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export function reportContent(row: ValuationWithPeople, completedAt: Date): ReportContent {
  const { valuation } = row;
  return {
    id: valuation.id,
    title: valuation.title,
    preparedFor: nameOf(row.owner),
    preparedBy: row.assignee ? nameOf(row.assignee) : null,
    completedAt,
    inputs: valuation.inputs,
    estimate: valuation.estimate,
    final: { low: valuation.finalLow ?? 0, mid: valuation.finalMid ?? 0, high: valuation.finalHigh ?? 0 },
    notes: valuation.notes,
  };
}

/**
 * The job behind completing an expert valuation: render the report, store it, and only then mark the valuation
 * completed, so a completed valuation always has its report. A failed render throws and the queue retries; a
 * retry after success finds the valuation completed and does nothing.
 */
export async function completeValuation(
  deps: CompletionDeps,
  valuationId: number,
  render: (content: ReportContent) => Promise<Buffer> = renderValuationReport,
): Promise<void> {
  const db = deps.database.db;
  const row = await findValuation(db, valuationId);
  if (!row || row.valuation.status === 'completed' || !row.valuation.completionRequestedAt) return;
  // Completed when staff completed it; the report may render a little later.
  const completedAt = row.valuation.completionRequestedAt;
  const pdf = await render(reportContent(row, completedAt));
  const key = `valuations/${valuationId}/${randomUUID()}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  const updated = await db
    .update(valuations)
    .set({ status: 'completed', reportKey: key, reportSize: pdf.length, completedAt, updatedAt: completedAt })
    .where(and(eq(valuations.id, valuationId), ne(valuations.status, 'completed')))
    .returning({ id: valuations.id });
  if (updated.length === 0) {
    await deps.storage.delete(key);
    return;
  }
  const { valuation } = row;
  await notify(deps, valuation.ownerId, {
    event: 'valuation_completed',
    subject: VALUATION_COMPLETED_SUBJECT,
    body: `The expert valuation of “${valuation.title}” is ready: ${formatMoney(valuation.finalLow)} to ${formatMoney(valuation.finalHigh)}. The PDF report is in your valuations.`,
    url: `/${valuation.side === 'buyer' ? 'buyer' : 'seller'}-valuations?valuation=${valuation.id}`,
  });
  // docs/product.md: a completed valuation of the seller's own active listing earns them VFL (Valuation Verified).
  if (valuation.side === 'seller' && row.listing?.status === 'active') {
    await grantEarnedLevel(deps, { userId: valuation.ownerId, level: 'VFL', source: 'valuation', sourceId: valuation.id });
  }
}

/**
 * Queues the report of every valuation staff completed whose report is not stored yet: at start, so that a job
 * that ran out of retries (or a demo valuation seeded as completed) still gets its report.
 */
export async function resumeValuationCompletions(deps: Pick<AppDeps, 'database' | 'jobs'>): Promise<number> {
  const pending = await deps.database.db
    .select({ id: valuations.id })
    .from(valuations)
    .where(and(isNotNull(valuations.completionRequestedAt), ne(valuations.status, 'completed')));
  for (const { id } of pending) await deps.jobs.enqueue('valuations.complete', { valuationId: id });
  return pending.length;
}

/** The stored PDF of a completed valuation, for its owner or staff. */
export async function valuationReport(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  user: UserRow,
  id: number,
): Promise<{ filename: string; object: StoredObject }> {
  const { valuation } = await visibleValuation(deps, user, id);
  if (valuation.status !== 'completed' || !valuation.reportKey) throw new AppError(404, 'not_found', VALUATION_MESSAGES.reportNotReady);
  const object = await deps.storage.get(valuation.reportKey);
  if (!object) throw notFound(VALUATION_MESSAGES.reportNotReady);
  return { filename: `lexchange-valuation-${valuation.id}.pdf`, object };
}
