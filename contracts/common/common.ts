/** Pieces every contract uses: ids in paths and bodies, booleans from forms and query strings, list meta, file parts. */
import { z } from 'zod';

/** The largest PostgreSQL integer: no id is above it. */
export const MAX_ID = 2_147_483_647;

/** A database id: a positive PostgreSQL integer (query and form values arrive as text). */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** `/{id}` in a path. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Query values arrive as text; forms send 1/0, JSON sends booleans. */
export const BooleanInputSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 1);

/** The `meta` of every paged list. */
export const PaginationMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

/** A GET query as a client sends it: the schema's keys only, each value text or a number (lists comma-separated). */
export type QueryParams<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | number };

/** A file part of a multipart body, as the server's multipart hook hands it to validation (server/platform/http/multipart-body.ts). */
export interface UploadedFile {
  filename: string;
  /** What the browser claimed; never trusted — the server sniffs the bytes (server/platform/uploads/). */
  mimetype: string;
  data: Buffer;
  size: number;
}

export const UploadedFileSchema = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).data instanceof Uint8Array,
  { message: 'Attach a file.' },
);

/** A form sent without choosing a file carries an empty part or an empty value: that is no file. */
export const isEmptyFilePart = (value: unknown): boolean =>
  value === '' || value === null || (typeof value === 'object' && (value as UploadedFile).size === 0 && !(value as UploadedFile).filename);
