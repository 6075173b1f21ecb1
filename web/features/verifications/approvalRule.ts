/** What staff must have done before approving a submission; the server refuses the same (verifications.service.ts). */
import { VERIFICATION_DOCUMENT_THIN_BYTES, type VerificationDetail } from '../../../contracts/verifications/verifications';

/** The sentences saying what is still to do before approving; empty when the reviewer may approve. */
export function approvalBlockers(item: Pick<VerificationDetail, 'level' | 'documents'>, barChecked: boolean): string[] {
  const blockers: string[] = [];
  const unopened = item.documents.filter((document) => !document.opened_by_you).map((document) => document.filename);
  if (unopened.length > 0) blockers.push(`Open ${unopened.join(', ')} in the panel.`);
  if (item.level === 'VBO' && !barChecked) blockers.push('Check the bar admission on the state bar’s lookup and tick the check.');
  return blockers;
}

/** A file this small rarely holds a real scan or photo: the reviewer is told to look twice. */
export const isThinDocument = (size: number) => size < VERIFICATION_DOCUMENT_THIN_BYTES;

/**
 * Where staff check a bar admission: the state bar's own lookup when we know it (contracts/verifications/bar-admissions.ts), else a
 * web search for that state's attorney search, which every state bar publishes under its own address.
 */
export function barCheckUrl(bar: NonNullable<VerificationDetail['bar']>): string {
  return bar.lookup_url ?? `https://duckduckgo.com/?q=${encodeURIComponent(`${bar.state_name} state bar attorney search`)}`;
}
