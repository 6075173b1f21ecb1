/** What the listings API returns: the anonymised face, the confidential part, and the seller's management view. */
import { z } from 'zod';
import { PaginationMetaSchema } from '../common/common';
import { DataRoomFolderSchema } from '../data-room/stages';
import { LISTING_STATUSES, ListingReferenceSchema, REVENUE_BAND_KEYS } from './listings';
import { IDENTIFYING_REASONS, PUBLIC_FACE_FIELDS } from '../public-face/identifying-details';
import { TeaserFactSchema, TeaserSettingsSchema } from '../public-face/teaser';

export const ListingMediaSchema = z.object({
  id: z.number().int(),
  collection_name: z.string(),
  /** The data-room folder (data_room_folders[].id). */
  folder_id: z.number().int(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** An authorised API path, never a public URL. */
  url: z.string(),
});
export type ListingMedia = z.infer<typeof ListingMediaSchema>;

/** docs/product.md "Confidentiality model": what everyone with full access may see. */
export const ListingCardSchema = z.object({
  id: z.number().int(),
  reference: ListingReferenceSchema,
  status: z.enum(LISTING_STATUSES),
  headline: z.string(),
  practice_areas: z.array(z.string()),
  state: z.string().nullable(),
  metro: z.string().nullable(),
  revenue_band: z.enum(REVENUE_BAND_KEYS).nullable(),
  asking_price: z.number().nullable(),
  attorneys: z.number().nullable(),
  staff: z.number().nullable(),
  year_established: z.number().nullable(),
  has_usable_information: z.boolean(),
  seller: z.object({ unique_id: z.string(), verification_level: z.string() }),
  is_favorite: z.boolean(),
  created_at: z.string(),
});
export type ListingCard = z.infer<typeof ListingCardSchema>;

/** Identity and financial detail: the owner, staff, and buyers granted access only. */
export const ListingConfidentialSchema = z.object({
  firm_name: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  gross_revenues: z.array(z.number().nullable()),
  sde: z.number().nullable(),
  more_info: z.record(z.string(), z.unknown()),
  percentages: z.record(z.string(), z.unknown()),
  active_cases: z.number().nullable(),
  cases_last_year: z.number().nullable(),
  open_cases_fees: z.number().nullable(),
  average_fee_collected: z.number().nullable(),
  litigation_services: z.string().nullable(),
  /** Only the files of the folders open to the caller; a buyer's closed folders are listed here without their files. */
  media: z.array(ListingMediaSchema),
  data_room_folders: z.array(DataRoomFolderSchema),
});

export const ListingProgressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  missing: z.array(z.string()),
});
export type ListingProgress = z.infer<typeof ListingProgressSchema>;

/** The owner's and staff's view of the lifecycle. */
export const ListingManagementSchema = z.object({
  owner_id: z.number().int(),
  minimum_verification_level: z.string(),
  feedback_message: z.string().nullable(),
  feedback_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  disabled_note: z.string().nullable(),
  disabled_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  updated_at: z.string(),
  progress: ListingProgressSchema,
  /** The teaser facts the seller chose (teaser.ts); every buyer sees them as `teaser`. */
  teaser_settings: TeaserSettingsSchema,
  /**
   * What in the public face identifies the firm (identifying-details.ts): empty for a listing saved since the check;
   * a listing saved before it may carry hits, which staff see flagged at review.
   */
  identifying_details: z.array(
    z.object({
      field: z.enum(PUBLIC_FACE_FIELDS),
      words: z.string(),
      reason: z.enum(Object.keys(IDENTIFYING_REASONS) as [keyof typeof IDENTIFYING_REASONS]),
      message: z.string(),
    }),
  ),
});

export const ListingDetailSchema = ListingCardSchema.extend({
  /** `full` when the caller is the owner, staff or a buyer granted access; otherwise `anonymised`. */
  access: z.enum(['full', 'anonymised']),
  is_owner: z.boolean(),
  /** The lowest buyer verification level the seller accepts access requests from (VERIFICATION_ORDER). */
  minimum_verification_level: z.string(),
  /** The anonymised facts the seller chose for every buyer: bands and categories, never figures (issue #33). */
  teaser: z.array(TeaserFactSchema),
  confidential: ListingConfidentialSchema.nullable(),
  management: ListingManagementSchema.nullable(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

export const ListingListSchema = z.object({ data: z.array(ListingCardSchema), meta: PaginationMetaSchema });
export type ListingList = z.infer<typeof ListingListSchema>;

export const ListingActionResponseSchema = z.object({ message: z.string(), listing: ListingDetailSchema });
export const ListingMessageSchema = z.object({ message: z.string() });

export const ListingStatsSchema = z.object({
  views: z.array(z.object({ date: z.string(), viewers: z.number().int() })),
  total_unique_viewers: z.number().int(),
  watchers: z.number().int(),
  watchers_over_time: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Access requests (match requests) buyers sent per day, whatever the seller answered. */
  access_requests: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Requests accepted (access granted) per day. */
  access_grants: z.array(z.object({ date: z.string(), count: z.number().int() })),
  downloads: z.number().int(),
});
export type ListingStats = z.infer<typeof ListingStatsSchema>;

export const DataRoomLogSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      file_id: z.number().int().nullable(),
      filename: z.string(),
      downloaded_at: z.string(),
      /** The buyer got a copy stamped with their name, e-mail and the time. */
      stamped: z.boolean(),
      user: z.object({ id: z.number().int(), unique_id: z.string(), name: z.string(), is_staff: z.boolean() }).nullable(),
    }),
  ),
});
export type DataRoomLog = z.infer<typeof DataRoomLogSchema>;

export const FavoriteToggleSchema = z.object({ favorited: z.boolean() });
