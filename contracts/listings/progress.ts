/** How complete a listing is: the progress indicator, and the core facts a submission for review needs. */
import { isSetFilled, PERCENTAGE_SET_KEYS, PERCENTAGE_SET_LABELS, totalsHundred, type PercentageValues } from './percentages';
import { hasAnsweredRating, type UsableInformationInput } from './usable-information';
import { RATING_KEYS } from './questionnaire';

export interface ListingCompletionInput extends UsableInformationInput {
  headline?: string | null | undefined;
  practice_areas?: readonly string[] | null | undefined;
  state?: string | null | undefined;
  metro?: string | null | undefined;
  year_established?: number | null | undefined;
  attorneys?: number | null | undefined;
  staff?: number | null | undefined;
  gross_revenues?: readonly (number | null)[] | null | undefined;
  sde?: number | null | undefined;
}

interface CompletionItem {
  key: string;
  message: string;
  /** Core facts (docs/product.md "Questionnaire") are required to submit; the rest only count towards progress. */
  required: boolean;
  done(listing: ListingCompletionInput): boolean;
}

const filled = (value: unknown) => value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
const answered = (key: string) => (listing: ListingCompletionInput) => {
  const value = listing.more_info?.[key];
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(filled);
  return filled(typeof value === 'string' ? value.replace(/<[^>]*>/g, '') : value);
};

const percentageItem = (set: (typeof PERCENTAGE_SET_KEYS)[number]): CompletionItem => ({
  key: `percentages.${set}`,
  message: `The ${PERCENTAGE_SET_LABELS[set].toLowerCase()} percentages must total 100.`,
  required: true,
  done: (listing) => {
    const values = listing.percentages?.[set] as PercentageValues | undefined;
    return isSetFilled(values) && totalsHundred(values);
  },
});

const litigationComplete = (listing: ListingCompletionInput) =>
  listing.litigation_services === 'no' ||
  (listing.litigation_services === 'yes' &&
    [listing.active_cases, listing.cases_last_year, listing.open_cases_fees, listing.average_fee_collected].every(filled));

export const COMPLETION_ITEMS: CompletionItem[] = [
  { key: 'headline', message: 'Give the listing a headline.', required: true, done: (l) => filled(l.headline) },
  {
    key: 'practice_areas',
    message: 'Choose at least one practice area.',
    required: true,
    done: (l) => (l.practice_areas ?? []).length > 0,
  },
  { key: 'state', message: 'Choose the state.', required: true, done: (l) => filled(l.state) },
  { key: 'metro', message: 'Enter the metro area.', required: true, done: (l) => filled(l.metro) },
  { key: 'year_established', message: 'Enter the year the firm was established.', required: true, done: (l) => filled(l.year_established) },
  { key: 'attorneys', message: 'Enter the number of attorneys.', required: true, done: (l) => filled(l.attorneys) },
  { key: 'staff', message: 'Enter the number of staff.', required: true, done: (l) => filled(l.staff) },
  {
    key: 'gross_revenues',
    message: 'Enter the gross revenue for each of the last 3 years.',
    required: true,
    done: (l) => (l.gross_revenues ?? []).length === 3 && (l.gross_revenues ?? []).every(filled),
  },
  { key: 'sde', message: "Enter the seller's discretionary earnings (SDE).", required: true, done: (l) => filled(l.sde) },
  ...PERCENTAGE_SET_KEYS.map(percentageItem),
  { key: 'litigation_services', message: 'Complete the litigation questions.', required: true, done: litigationComplete },
  { key: 'more_info.reason_to_sell', message: 'Say why you are selling.', required: false, done: answered('reason_to_sell') },
  {
    key: 'more_info.timeline_after_sale',
    message: 'Say how long you would stay after the sale.',
    required: false,
    done: answered('timeline_after_sale'),
  },
  { key: 'more_info.replacement_salary', message: 'Enter the replacement salary.', required: false, done: answered('replacement_salary') },
  { key: 'more_info.billing_structures', message: 'Choose the billing structures.', required: false, done: answered('billing_structures') },
  { key: 'more_info.hourly_rates', message: 'Choose the hourly rates.', required: false, done: answered('hourly_rates') },
  {
    key: 'more_info.revenues_per_attorney',
    message: 'Choose the revenue per attorney.',
    required: false,
    done: answered('revenues_per_attorney'),
  },
  {
    key: 'more_info.average_revenues_per_attorney',
    message: 'Choose the average revenue per attorney.',
    required: false,
    done: answered('average_revenues_per_attorney'),
  },
  { key: 'more_info.client_have', message: 'Choose the clients the firm has.', required: false, done: answered('client_have') },
  {
    key: 'more_info.client_would_like',
    message: 'Choose the clients the firm would like.',
    required: false,
    done: answered('client_would_like'),
  },
  {
    key: 'ratings',
    message: 'Answer all 11 rating questions.',
    required: false,
    done: (l) => hasAnsweredRating(l) && RATING_KEYS.every((key) => typeof l.more_info?.[key] === 'number'),
  },
  {
    key: 'financials_needed',
    message: 'Upload the financial statements.',
    required: false,
    done: (l) => (l.media ?? []).some((file) => file.collection_name === 'financials_needed'),
  },
];

export function listingProgress(listing: ListingCompletionInput) {
  const missing = COMPLETION_ITEMS.filter((item) => !item.done(listing)).map((item) => item.key);
  const total = COMPLETION_ITEMS.length;
  const completed = total - missing.length;
  return { completed, total, percent: Math.round((completed / total) * 100), missing };
}

/** Field errors for the core facts still missing; empty when the listing can be submitted for review. */
export function submitErrors(listing: ListingCompletionInput): Record<string, string[]> {
  return Object.fromEntries(
    COMPLETION_ITEMS.filter((item) => item.required && !item.done(listing)).map((item) => [item.key, [item.message]]),
  );
}
