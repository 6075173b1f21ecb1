/** The valuation form's values, filled by hand or from a listing's questionnaire, and what they send to the API. */
import { RATING_KEYS, type RatingKey } from '../listings/questionnaire';
import type { ValuateInputDraft } from './valuations';

export interface ValuationFormValues {
  title: string;
  practice_areas: string[];
  state: string | null;
  attorneys: number | null;
  staff: number | null;
  gross_revenues: [number | null, number | null, number | null];
  sde: number | null;
  billing_mix: { hourly: number | null; fixed: number | null; contingency: number | null };
  largest_client_share: number | null;
  repeat_referral_share: number | null;
  owner_hours_share: number | null;
  open_cases: number | null;
  open_cases_fees: number | null;
  ratings: Record<RatingKey, number | null>;
}

export const emptyRatings = () => Object.fromEntries(RATING_KEYS.map((key) => [key, null])) as Record<RatingKey, number | null>;

export const emptyValuationForm = (): ValuationFormValues => ({
  title: '',
  practice_areas: [],
  state: null,
  attorneys: null,
  staff: null,
  gross_revenues: [null, null, null],
  sde: null,
  billing_mix: { hourly: null, fixed: null, contingency: null },
  largest_client_share: null,
  repeat_referral_share: null,
  owner_hours_share: null,
  open_cases: null,
  open_cases_fees: null,
  ratings: emptyRatings(),
});

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What a listing's questionnaire can tell the form (the listing API's detail, with its confidential part). */
export interface ListingForValuation {
  headline: string;
  practice_areas: string[];
  state: string | null;
  attorneys: number | null;
  staff: number | null;
  confidential: {
    gross_revenues: (number | null)[];
    sde: number | null;
    more_info: Record<string, unknown>;
    percentages: Record<string, unknown>;
    active_cases: number | null;
    open_cases_fees: number | null;
  } | null;
}

export function valuationFormFromListing(listing: ListingForValuation): ValuationFormValues {
  const form = emptyValuationForm();
  const confidential = listing.confidential;
  const percentages = (confidential?.percentages ?? {}) as Record<string, Record<string, unknown> | null | undefined>;
  const billing = percentages.billing_mix ?? {};
  const referrals = percentages.referral_sources ?? {};
  const repeat = num(referrals.repeat);
  const referred = num(referrals.referrals);
  const revenues = confidential?.gross_revenues ?? [];
  return {
    ...form,
    title: listing.headline,
    practice_areas: [...listing.practice_areas],
    state: listing.state,
    attorneys: listing.attorneys,
    staff: listing.staff,
    gross_revenues: [num(revenues[0]), num(revenues[1]), num(revenues[2])],
    sde: confidential?.sde ?? null,
    billing_mix: { hourly: num(billing.hourly), fixed: num(billing.fixed), contingency: num(billing.contingency) },
    repeat_referral_share: repeat === null && referred === null ? null : Math.min(100, (repeat ?? 0) + (referred ?? 0)),
    open_cases: confidential?.active_cases ?? null,
    open_cases_fees: confidential?.open_cases_fees ?? null,
    ratings: Object.fromEntries(RATING_KEYS.map((key) => [key, num(confidential?.more_info?.[key])])) as Record<RatingKey, number | null>,
  };
}

/** The estimate's inputs: empty answers left out, so that they narrow what is shown rather than count as zero. */
export function valuationInputsOf(values: ValuationFormValues): ValuateInputDraft {
  const mix = values.billing_mix;
  const hasMix = [mix.hourly, mix.fixed, mix.contingency].some((value) => value !== null);
  const ratings = Object.fromEntries(Object.entries(values.ratings).filter(([, value]) => value !== null));
  const revenues = [...values.gross_revenues];
  while (revenues.length > 0 && revenues[revenues.length - 1] === null) revenues.pop();
  return {
    practice_areas: values.practice_areas as ValuateInputDraft['practice_areas'],
    state: values.state as ValuateInputDraft['state'],
    attorneys: values.attorneys,
    staff: values.staff,
    gross_revenues: revenues,
    sde: values.sde,
    billing_mix: hasMix ? { hourly: mix.hourly ?? 0, fixed: mix.fixed ?? 0, contingency: mix.contingency ?? 0 } : null,
    largest_client_share: values.largest_client_share,
    repeat_referral_share: values.repeat_referral_share,
    owner_hours_share: values.owner_hours_share,
    open_cases: values.open_cases,
    open_cases_fees: values.open_cases_fees,
    ratings: Object.keys(ratings).length > 0 ? ratings : null,
  };
}
