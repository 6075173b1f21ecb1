/** The data-room uploads of a listing's body, apart from its draft; the route-level schemas are contracts/listings/route-schemas.ts. */
import type { z } from 'zod';
import type { DataRoomUploadsSchema } from '../../../contracts/listings/route-schemas';

export {
  DataRoomUploadsSchema,
  ListingBodySchema,
  ListingFileParamsSchema,
  ListingParamsSchema,
} from '../../../contracts/listings/route-schemas';

export function splitUploads<T extends z.infer<typeof DataRoomUploadsSchema>>(body: T) {
  const { financials_needed, financials_ready, ...draft } = body;
  return { draft, uploads: { financials_needed, financials_ready } };
}
