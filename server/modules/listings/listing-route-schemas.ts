/** Route-level schemas: the draft body with its optional data-room files, and ids in the path. */
import { z } from 'zod';
import { ListingDraftSchema } from '../../../contracts/listings';
import { uploadedFileSchema, type UploadedFile } from '../../platform/http/multipart-body';

export const ListingParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ListingFileParamsSchema = ListingParamsSchema.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) });

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
  financials_needed: z.preprocess(withoutEmpty, z.union([uploadedFileSchema, z.array(uploadedFileSchema)]).optional()),
  financials_ready: z.preprocess(withoutEmpty, z.union([uploadedFileSchema, z.array(uploadedFileSchema)]).optional()),
});

/** POST /listings and PUT /listings/{id}: JSON, form-encoded, or multipart with the files. */
export const ListingBodySchema = ListingDraftSchema.extend(DataRoomUploadsSchema.shape);

export function splitUploads<T extends z.infer<typeof DataRoomUploadsSchema>>(body: T) {
  const { financials_needed, financials_ready, ...draft } = body;
  return { draft, uploads: { financials_needed, financials_ready } };
}
