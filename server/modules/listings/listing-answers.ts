/** Turns a saved draft body into column values: rich text sanitised, answers merged, derived columns recomputed. */
import type { ListingDraft } from '../../../contracts/listings/listings';
import { hasUsableInformation } from '../../../contracts/listings/usable-information';
import { TEXT_QUESTIONS } from '../../../contracts/listings/questionnaire';
import { sanitizeRichText } from '../../platform/sanitize';
import { completionInput } from './listing-view';
import type { ListingRow, NewListingRow } from './listings.table';

const RICH_TEXT_ANSWERS = TEXT_QUESTIONS.filter((question) => question.richText).map((question) => question.key);

const dropUndefined = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Answers merge into what is saved, so a form step sends only its own fields; null clears an answer. */
function mergeMoreInfo(saved: Record<string, unknown>, incoming: ListingDraft['more_info']): Record<string, unknown> {
  if (!incoming) return saved;
  const merged: Record<string, unknown> = { ...saved };
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = (RICH_TEXT_ANSWERS as readonly string[]).includes(key) ? sanitizeRichText(value) : value;
  }
  return merged;
}

function mergePercentages(saved: ListingRow['percentages'], incoming: ListingDraft['percentages']): ListingRow['percentages'] {
  if (!incoming) return saved;
  const merged = { ...saved };
  for (const [set, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    if (values === null) delete merged[set];
    else merged[set] = dropUndefined(values) as Record<string, number | null>;
  }
  return merged;
}

export function draftPatch(saved: ListingRow, draft: ListingDraft): Partial<NewListingRow> {
  const patch: Partial<NewListingRow> = dropUndefined({
    headline: draft.headline,
    description: draft.description === undefined || draft.description === null ? draft.description : sanitizeRichText(draft.description),
    firmName: draft.firm_name,
    city: draft.city,
    address: draft.address,
    practiceAreas: draft.practice_areas ? [...new Set(draft.practice_areas)] : undefined,
    state: draft.state,
    metro: draft.metro,
    yearEstablished: draft.year_established,
    attorneys: draft.attorneys,
    staff: draft.staff,
    grossRevenues: draft.gross_revenues,
    revenue: draft.gross_revenues ? (draft.gross_revenues[0] ?? null) : undefined,
    sde: draft.sde,
    askingPrice: draft.asking_price,
    activeCases: draft.active_cases,
    casesLastYear: draft.cases_last_year,
    openCasesFees: draft.open_cases_fees,
    averageFeeCollected: draft.average_fee_collected,
    litigationServices: draft.litigation_services,
    minimumVerificationLevel: draft.minimum_verification_level,
  });
  if (draft.more_info) patch.moreInfo = mergeMoreInfo(saved.moreInfo, draft.more_info);
  if (draft.percentages) patch.percentages = mergePercentages(saved.percentages, draft.percentages);
  if (draft.teaser) patch.teaser = { ...saved.teaser, ...dropUndefined(draft.teaser) };
  return patch;
}

/** docs/product.md "Usable information", stored so that lists can filter on it. */
export const usableInformationOf = (listing: ListingRow, media: readonly { collectionName: string }[]) =>
  hasUsableInformation(completionInput(listing, media));
