/**
 * Turns the demo listings into rows the way the app saves a listing form (ListingDraftSchema → draftPatch →
 * usable information), sets where each one is in its lifecycle, and inserts them in one statement.
 */
import { DisableListingSchema, ListingDraftSchema, type ListingDraft } from '../../contracts/listings/listings';
import { RATING_KEYS, TEXT_QUESTIONS } from '../../contracts/listings/questionnaire';
import type { Transaction } from '../platform/db/database';
import { draftPatch, usableInformationOf } from '../modules/listings/listing-answers';
import { listings, type ListingRow, type NewListingRow } from '../modules/listings/listings.table';
import { DEMO_LISTINGS, type DemoListing, type DemoListingKey } from './demo-listings';
import { timeAt } from './demo-time';
import type { DemoPeople } from './seed-people';

export type DemoListings = ReadonlyMap<DemoListingKey, ListingRow>;

/** A listing as createListing inserts it, before the first save: no answers yet. */
export const UNSAVED = { moreInfo: {}, percentages: {} } as ListingRow;

const RICH_TEXT_ANSWERS = new Set<string>(TEXT_QUESTIONS.filter((question) => question.richText).map((question) => question.key));

/** The form body with the ratings folded into the answers, as the questionnaire's rating step sends them. */
export function demoListingDraft(listing: DemoListing) {
  const ratings = Object.fromEntries((listing.ratings ?? []).map((value, index) => [RATING_KEYS[index], value]));
  const moreInfo = listing.answers.more_info || listing.ratings ? { ...listing.answers.more_info, ...ratings } : undefined;
  return ListingDraftSchema.parse({ ...listing.answers, more_info: moreInfo });
}

/**
 * draftPatch's columns, with the rich text (description, rich-text answers) passed through as written: the demo's
 * is clean already (the seed's test checks it equals draftPatch's own result), and the sanitiser's first call
 * loads jsdom, which would add a second to the first start.
 */
export function demoListingPatch(draft: ListingDraft): Partial<NewListingRow> {
  const answers = Object.entries(draft.more_info ?? {});
  const plainAnswers = Object.fromEntries(answers.filter(([key]) => !RICH_TEXT_ANSWERS.has(key)));
  const richAnswers = Object.fromEntries(
    answers.filter(([key, value]) => RICH_TEXT_ANSWERS.has(key) && value !== null && value !== undefined),
  );
  const patch = draftPatch(UNSAVED, { ...draft, description: undefined, more_info: draft.more_info && plainAnswers });
  return {
    ...patch,
    ...(draft.description === undefined ? {} : { description: draft.description }),
    ...(draft.more_info ? { moreInfo: { ...patch.moreInfo, ...richAnswers } } : {}),
  };
}

export function demoListingRow(listing: DemoListing, ownerId: number, now: Date): NewListingRow {
  const patch = demoListingPatch(demoListingDraft(listing));
  const at = (time: DemoListing['created'] | undefined) => (time ? timeAt(now, time) : null);
  const disabled = listing.disabled ? DisableListingSchema.parse({ reason: listing.disabled.reason, note: listing.disabled.note }) : null;
  const createdAt = at(listing.created)!;
  const moments = [createdAt, at(listing.updated), at(listing.submitted), at(listing.approved), at(listing.disabled?.at)];
  return {
    ...patch,
    ownerId,
    status: listing.status,
    hasUsableInformation: usableInformationOf({ ...UNSAVED, ...patch } as ListingRow, []),
    submittedAt: at(listing.submitted),
    approvedAt: at(listing.approved),
    disabledReason: disabled?.reason ?? null,
    disabledNote: disabled?.note ?? null,
    disabledAt: at(listing.disabled?.at),
    createdAt,
    updatedAt: new Date(Math.max(...moments.map((moment) => moment?.getTime() ?? 0))),
  };
}

export async function insertDemoListings(tx: Transaction, people: DemoPeople, now: Date): Promise<DemoListings> {
  const rows = await tx
    .insert(listings)
    .values(DEMO_LISTINGS.map((listing) => demoListingRow(listing, people.get(listing.owner)!.id, now)))
    .returning();
  const byHeadline = new Map(rows.map((row) => [row.headline, row])); // headlines are unique in the demo data
  return new Map(DEMO_LISTINGS.map((listing) => [listing.key, byHeadline.get(listing.answers.headline!)!]));
}
