/** The seller form's values, how they come from a saved listing and go back as a draft, and the local backup. */
import { isSetFilled, PERCENTAGE_SET_KEYS, totalsHundred, type PercentageSet } from '../../../../contracts/listings/percentages';
import type { ListingDetail, ListingMedia } from '../../../../contracts/listings/responses';
import { listingProgress, submitErrors } from '../../../../contracts/listings/progress';
import type { ListingDraft } from '../../../../contracts/listings/listings';
import type { MoreInfo } from '../../../../contracts/listings/questionnaire';
import { emptyTeaserSettings, type TeaserSettings } from '../../../../contracts/public-face/teaser';

export type PercentageValues = Record<string, number | null>;

export interface ListingFormValues {
  headline: string;
  description: string;
  firm_name: string;
  city: string;
  address: string;
  practice_areas: string[];
  state: string;
  metro: string;
  year_established: number | null;
  attorneys: number | null;
  staff: number | null;
  gross_revenues: [number | null, number | null, number | null];
  sde: number | null;
  asking_price: number | null;
  more_info: MoreInfo;
  percentages: Record<PercentageSet, PercentageValues>;
  active_cases: number | null;
  cases_last_year: number | null;
  open_cases_fees: number | null;
  average_fee_collected: number | null;
  litigation_services: 'yes' | 'no' | null;
  minimum_verification_level: NonNullable<ListingDraft['minimum_verification_level']>;
  /** The teaser facts every buyer sees before access (issue #33). */
  teaser: TeaserSettings;
}

export const emptyListingForm = (): ListingFormValues => ({
  headline: '',
  description: '',
  firm_name: '',
  city: '',
  address: '',
  practice_areas: [],
  state: '',
  metro: '',
  year_established: null,
  attorneys: null,
  staff: null,
  gross_revenues: [null, null, null],
  sde: null,
  asking_price: null,
  more_info: {},
  percentages: { billing_mix: {}, client_mix: {}, referral_sources: {} },
  active_cases: null,
  cases_last_year: null,
  open_cases_fees: null,
  average_fee_collected: null,
  litigation_services: null,
  minimum_verification_level: 'unverified',
  teaser: emptyTeaserSettings(),
});

/** The saved listing (owner view: confidential and management parts present) as form values. */
export function formFromListing(listing: ListingDetail): ListingFormValues {
  const confidential = listing.confidential;
  const empty = emptyListingForm();
  const revenues = confidential?.gross_revenues ?? [];
  const percentages = (confidential?.percentages ?? {}) as Record<string, PercentageValues | null>;
  return {
    ...empty,
    headline: listing.headline ?? '',
    description: confidential?.description ?? '',
    firm_name: confidential?.firm_name ?? '',
    city: confidential?.city ?? '',
    address: confidential?.address ?? '',
    practice_areas: listing.practice_areas,
    state: listing.state ?? '',
    metro: listing.metro ?? '',
    year_established: listing.year_established,
    attorneys: listing.attorneys,
    staff: listing.staff,
    gross_revenues: [revenues[0] ?? null, revenues[1] ?? null, revenues[2] ?? null],
    sde: confidential?.sde ?? null,
    asking_price: listing.asking_price,
    more_info: (confidential?.more_info ?? {}) as MoreInfo,
    percentages: {
      billing_mix: percentages.billing_mix ?? {},
      client_mix: percentages.client_mix ?? {},
      referral_sources: percentages.referral_sources ?? {},
    },
    active_cases: confidential?.active_cases ?? null,
    cases_last_year: confidential?.cases_last_year ?? null,
    open_cases_fees: confidential?.open_cases_fees ?? null,
    average_fee_collected: confidential?.average_fee_collected ?? null,
    litigation_services:
      confidential?.litigation_services === 'yes' || confidential?.litigation_services === 'no' ? confidential.litigation_services : null,
    minimum_verification_level: (listing.management?.minimum_verification_level ??
      'unverified') as ListingFormValues['minimum_verification_level'],
    teaser: listing.management?.teaser_settings ?? emptyTeaserSettings(),
  };
}

/** Percentage sets still being filled in (not yet 100) stay in the browser: the server refuses them. */
export function savablePercentages(percentages: ListingFormValues['percentages']) {
  const result: Partial<Record<PercentageSet, PercentageValues | null>> = {};
  for (const set of PERCENTAGE_SET_KEYS) {
    const values = percentages[set];
    if (!isSetFilled(values)) result[set] = null;
    else if (totalsHundred(values)) result[set] = values;
  }
  return result;
}

const text = (value: string) => (value.trim() === '' ? null : value);

/** The body of POST /listings and PUT /listings/{id}. */
export function draftFromForm(values: ListingFormValues): ListingDraft {
  return {
    headline: values.headline.trim(),
    description: text(values.description),
    firm_name: text(values.firm_name),
    city: text(values.city),
    address: text(values.address),
    practice_areas: values.practice_areas as ListingDraft['practice_areas'],
    state: text(values.state),
    metro: text(values.metro),
    year_established: values.year_established,
    attorneys: values.attorneys,
    staff: values.staff,
    gross_revenues: values.gross_revenues,
    sde: values.sde,
    asking_price: values.asking_price,
    more_info: values.more_info,
    percentages: savablePercentages(values.percentages),
    active_cases: values.active_cases,
    cases_last_year: values.cases_last_year,
    open_cases_fees: values.open_cases_fees,
    average_fee_collected: values.average_fee_collected,
    litigation_services: values.litigation_services,
    minimum_verification_level: values.minimum_verification_level,
    teaser: values.teaser,
  };
}

const completionInput = (values: ListingFormValues, media: readonly Pick<ListingMedia, 'collection_name'>[]) => ({
  ...values,
  state: text(values.state),
  metro: text(values.metro),
  media,
});

export const formProgress = (values: ListingFormValues, media: readonly Pick<ListingMedia, 'collection_name'>[]) =>
  listingProgress(completionInput(values, media));
export const formSubmitErrors = (values: ListingFormValues, media: readonly Pick<ListingMedia, 'collection_name'>[]) =>
  submitErrors(completionInput(values, media));

/** Unsaved edits kept in localStorage, so a closed tab or a failed save loses nothing. */
export const backupKey = (listingId: number | null) => `lexchange.listing-draft.${listingId ?? 'new'}`;

export interface DraftBackup {
  values: ListingFormValues;
  savedAt: string;
}

export function readBackup(listingId: number | null, storage: Storage = localStorage): DraftBackup | null {
  try {
    const raw = storage.getItem(backupKey(listingId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as DraftBackup;
    return parsed && typeof parsed === 'object' && parsed.values
      ? { ...parsed, values: { ...emptyListingForm(), ...parsed.values } }
      : null;
  } catch {
    return null;
  }
}

export function writeBackup(listingId: number | null, values: ListingFormValues, now = new Date(), storage: Storage = localStorage) {
  try {
    storage.setItem(backupKey(listingId), JSON.stringify({ values, savedAt: now.toISOString() } satisfies DraftBackup));
  } catch {
    // Storage full or disabled: the server autosave still runs.
  }
}

export function clearBackup(listingId: number | null, storage: Storage = localStorage) {
  try {
    storage.removeItem(backupKey(listingId));
  } catch {
    // Nothing to clear.
  }
}
