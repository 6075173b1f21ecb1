/** Route-level schemas: the draft body with its optional data-room files, and ids in the path. */
import { z } from 'zod';
import { ListingDraftSchema } from '../../../contracts/listings';
import { IdParamsSchema, IdSchema, UploadedFileSchema, type UploadedFile } from '../../../contracts/common';

export const ListingParamsSchema = IdParamsSchema;
export const ListingFileParamsSchema = ListingParamsSchema.extend({ fileId: IdSchema });

/** A form sent without choosing a file carries an empty part or an empty value: no file. */
const withoutEmpty = (value: unknown) => {
  const isEmpty = (item: unknown) => item === '' || item === null || (typeof item === 'object' && (item as UploadedFile).size === 0);
  if (Array.isArray(value)) {
    const files = value.filter((item) => !isEmpty(item));
    return files.length > 0 ? files : undefined;
  }
  return isEmpty(value) ? undefined : value;
};

export const DataRoomUploadsSchema = z.object({
  financials_needed: z.preprocess(withoutEmpty, z.union([UploadedFileSchema, z.array(UploadedFileSchema)]).optional()),
  financials_ready: z.preprocess(withoutEmpty, z.union([UploadedFileSchema, z.array(UploadedFileSchema)]).optional()),
});

/** POST /listings and PUT /listings/{id}: JSON, form-encoded, or multipart with the files. */
export const ListingBodySchema = ListingDraftSchema.extend(DataRoomUploadsSchema.shape);

export function splitUploads<T extends z.infer<typeof DataRoomUploadsSchema>>(body: T) {
  const { financials_needed, financials_ready, ...draft } = body;
  return { draft, uploads: { financials_needed, financials_ready } };
}
