/** Resources (docs/product.md "Resources"): articles and downloadable templates for buyers, sellers or both. */
import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../common/common';

export const RESOURCE_AUDIENCES = ['buyer', 'seller', 'both'] as const;
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number];
/** The two lists a member sees (/buyer-resources, /seller-resources); a `both` resource is in each. */
export const RESOURCE_LISTS = ['buyer', 'seller'] as const;
export type ResourceList = (typeof RESOURCE_LISTS)[number];

export const RESOURCE_AUDIENCE_LABELS: Record<ResourceAudience, string> = {
  buyer: 'Buyers',
  seller: 'Sellers',
  both: 'Buyers and sellers',
};

export const RESOURCE_KINDS = ['article', 'template'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_CATEGORIES = [
  'Getting started',
  'Valuation',
  'Preparing the practice',
  'Financing',
  'Due diligence',
  'Ethics and client notice',
  'Deal documents',
  'Transition',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_TITLE_MAX = 160;
export const RESOURCE_SUMMARY_MAX = 400;
export const RESOURCE_BODY_MAX = 100_000;
export const RESOURCE_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** Templates a lawyer edits and articles to keep: Word, PDF, RTF and plain spreadsheets. */
export const RESOURCE_FILE_TYPES = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'DOCX' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', label: 'XLSX' },
  { mime: 'application/rtf', ext: 'rtf', label: 'RTF' },
] as const;
export const RESOURCE_FILE_ACCEPT = '.pdf,.docx,.xlsx,.rtf';

export const RESOURCE_MESSAGES = {
  notFound: 'That resource does not exist or is not available to you.',
  staffOnly: 'Only Lexchange staff can change resources.',
  otherList: (list: ResourceList) => `These resources are for ${list === 'buyer' ? 'buyers' : 'sellers'}.`,
  orderMismatch: 'The order must name every resource of this list exactly once. Reload the page and try again.',
} as const;

/** The upload rules of a resource's file (server/platform/uploads/check-upload.ts). */
export const RESOURCE_UPLOADS = {
  maxBytes: RESOURCE_FILE_MAX_BYTES,
  types: RESOURCE_FILE_TYPES,
  messages: {
    empty: (filename: string) => `${filename} is empty.`,
    size: (filename: string) => `${filename} is larger than 25 MB.`,
    type: (filename: string) => `${filename} is not a PDF, DOCX, XLSX or RTF file.`,
  },
} as const;

const trimmed = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} may be at most ${max} characters.`);

/** Body fields of POST /resources and POST /resources/{id} (_method=PUT); form-encoded, JSON or multipart. */
export const ResourceFieldsSchema = z.object({
  title: trimmed(RESOURCE_TITLE_MAX, 'title'),
  summary: trimmed(RESOURCE_SUMMARY_MAX, 'summary'),
  audience: z.enum(RESOURCE_AUDIENCES, { error: 'Choose who the resource is for.' }),
  kind: z.enum(RESOURCE_KINDS, { error: 'Choose article or template.' }),
  category: z.enum(RESOURCE_CATEGORIES, { error: 'Choose a category.' }),
  /** Rich text; sanitised before it is stored. */
  body: z.string({ error: 'Write the text of the resource.' }).max(RESOURCE_BODY_MAX, 'The text is too long.'),
});
export type ResourceFields = z.infer<typeof ResourceFieldsSchema>;

export const ResourceListQuerySchema = z.object({
  audience: z.enum(RESOURCE_LISTS, { error: 'Choose buyer or seller.' }).optional(),
  search: z.string().trim().max(200, 'The search may be at most 200 characters.').optional(),
  category: z.enum(RESOURCE_CATEGORIES, { error: 'Choose a category.' }).optional(),
});

export const ResourceOrderSchema = z.object({
  audience: z.enum(RESOURCE_LISTS, { error: 'Choose buyer or seller.' }),
  order: z.array(IdSchema, { error: 'Send the resources in their new order.' }).max(1000),
});
export type ResourceOrder = z.infer<typeof ResourceOrderSchema>;

export const ResourceParamsSchema = IdParamsSchema;

export const ResourceFileSchema = z.object({ name: z.string(), size: z.number().int(), type: z.string() });

export const ResourceSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  audience: z.enum(RESOURCE_AUDIENCES),
  kind: z.enum(RESOURCE_KINDS),
  category: z.enum(RESOURCE_CATEGORIES),
  file: ResourceFileSchema.nullable(),
  updated_at: z.string(),
});
export type ResourceSummary = z.infer<typeof ResourceSummarySchema>;

export const ResourceSchema = ResourceSummarySchema.extend({ body: z.string(), created_at: z.string() });
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourceListSchema = z.object({
  data: z.array(ResourceSummarySchema),
  /** Categories that have at least one resource in this list (for the filter), in the fixed order. */
  categories: z.array(z.enum(RESOURCE_CATEGORIES)),
  /** The number of resources in the list before search and category filters (staff reorder the whole list). */
  total: z.number().int(),
});
export type ResourceListResult = z.infer<typeof ResourceListSchema>;
