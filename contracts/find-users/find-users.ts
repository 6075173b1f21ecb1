/** Find a Seller / Find a Buyer (docs/product.md): an anonymised directory of the other group, ranked by fit. */
import { z } from 'zod';
import { IdSchema, PaginationMetaSchema } from '../common/common';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { US_STATE_CODES } from '../common/us-states';
import { VERIFICATION_LEVEL_KEYS } from '../users/users';

export const FIND_USERS_PER_PAGE = 20;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).max(50).optional(),
  );

export const FindUsersQuerySchema = z.object({
  'filter[practice_area]': oneOrMany(z.enum(PRACTICE_AREA_KEYS, { error: 'The selected practice area is invalid.' })),
  'filter[state]': oneOrMany(z.enum(US_STATE_CODES, { error: 'The selected state is invalid.' })),
  'filter[verification_level]': oneOrMany(z.enum(VERIFICATION_LEVEL_KEYS, { error: 'The selected verification level is invalid.' })),
  /** A seller ranks buyers against one of their listings instead of their Seller Customization. */
  listing_id: IdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(FIND_USERS_PER_PAGE),
});
export type FindUsersQuery = z.input<typeof FindUsersQuerySchema>;

export const DirectoryEntrySchema = z.object({
  /** The public handle; the only identity shown. */
  unique_id: z.string(),
  user_type: z.string(),
  user_type_label: z.string(),
  verification_level: z.string(),
  practice_areas: z.array(z.string()),
  states: z.array(z.string()),
  /** One line from the customization, e.g. "Buying within 12 months · $500k–$2M revenue · SBA loan". */
  summary: z.string(),
  /** Sellers only: how many listings are active. */
  active_listings: z.number().int().nullable(),
  fit: z.object({ score: z.number().int(), reasons: z.array(z.string()) }),
  /** The caller's introduction request to this member, if any. */
  introduction: z.object({ id: z.number().int(), status: z.enum(['pending', 'accepted', 'declined']) }).nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;
export const DirectoryListSchema = z.object({ data: z.array(DirectoryEntrySchema), meta: PaginationMetaSchema });
export type DirectoryList = z.infer<typeof DirectoryListSchema>;
