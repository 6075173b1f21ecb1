/** docs/product.md "Usable information", as a pure function shared by the server (stored flag) and the web (badge). */
import { ANSWER_KEYS, RATING_KEYS } from './questionnaire';

export interface UsableInformationInput {
  more_info?: Record<string, unknown> | null | undefined;
  media?: readonly { collection_name: string }[] | null | undefined;
  percentages?: Record<string, Record<string, unknown> | null | undefined> | null | undefined;
  active_cases?: number | null | undefined;
  cases_last_year?: number | null | undefined;
  open_cases_fees?: number | null | undefined;
  average_fee_collected?: number | null | undefined;
  litigation_services?: string | null | undefined;
}

const FINANCIAL_COLLECTIONS = new Set(['financials_needed', 'financials_ready']);

const isAnswered = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, '').trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isAnswered);
  return true;
};

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

export const showsSomeInfo = (listing: UsableInformationInput) =>
  Boolean(listing.more_info) && typeof listing.more_info === 'object' && Object.values(listing.more_info!).some(isAnswered);

export const hasFinancialDocument = (listing: UsableInformationInput) =>
  (listing.media ?? []).some((file) => FINANCIAL_COLLECTIONS.has(file.collection_name));

export const hasAnsweredQuestion = (listing: UsableInformationInput) => ANSWER_KEYS.some((key) => isAnswered(listing.more_info?.[key]));

export const hasFilledPercentage = (listing: UsableInformationInput) =>
  Object.values(listing.percentages ?? {}).some((set) => Object.values(set ?? {}).some(isNumber));

export const hasCompletedLitigationBlock = (listing: UsableInformationInput) =>
  isNumber(listing.active_cases) &&
  isNumber(listing.cases_last_year) &&
  isNumber(listing.open_cases_fees) &&
  isNumber(listing.average_fee_collected) &&
  listing.litigation_services === 'yes';

export const hasAnsweredRating = (listing: UsableInformationInput) => RATING_KEYS.some((key) => isNumber(listing.more_info?.[key]));

/**
 * The questionnaire shows some info, and at least one of: a financial document, an answered question, a filled
 * percentage, a completed litigation block (with litigation services = yes), or an answered rating.
 */
export function hasUsableInformation(listing: UsableInformationInput): boolean {
  if (!showsSomeInfo(listing)) return false;
  return (
    hasFinancialDocument(listing) ||
    hasAnsweredQuestion(listing) ||
    hasFilledPercentage(listing) ||
    hasCompletedLitigationBlock(listing) ||
    hasAnsweredRating(listing)
  );
}
