import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataRoomLogSchema, ListingDetailSchema, ListingStatsSchema } from '../../../contracts/listing-responses';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { dataRoomLog, downloadDataRoomFile, removeDataRoomFile } from './data-room.service';
import { DataRoomUploadsSchema, ListingFileParamsSchema, ListingParamsSchema } from './listing-route-schemas';
import { listingStats } from './listing-stats.service';
import { listingDetails, manageableListing, saveListing } from './listings.service';

const tags = ['listings'];

/** The data room (uploads, authorised and logged downloads, the seller's log) and the seller's stats. */
export const dataRoomRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/listings/:id/files',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Upload data-room files (multipart): financials_needed (one, replaces) and financials_ready[] (several)',
        description: 'PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each; one refused file refuses the upload.',
        tags,
        params: ListingParamsSchema,
        body: DataRoomUploadsSchema,
        response: { 200: ListingDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const listing = await manageableListing(deps, user, request.params.id);
      await saveListing(deps, user, listing, {}, request.body);
      return listingDetails(deps, user, listing.id);
    },
  );

  app.get(
    '/listings/:id/files/:fileId',
    {
      // A plain link in the app (no anti-forgery header), logged per download: refused when it comes from elsewhere.
      config: { access: 'full-access', sideEffect: 'same-origin' },
      schema: {
        summary:
          'Download a data-room file: the owner, staff, or a buyer with access once the folder’s stage is reached (PDFs stamped with their name); every download is logged',
        tags,
        params: ListingFileParamsSchema,
      },
    },
    async (request, reply) => {
      const ids = { listingId: request.params.id, fileId: request.params.fileId };
      const file = await downloadDataRoomFile(deps, await requireUser(request), ids, request.log);
      return sendFileDownload(reply, { name: file.filename, type: file.type, size: file.size, body: file.body });
    },
  );

  app.delete(
    '/listings/:id/files/:fileId',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Remove a data-room file (owner or staff)',
        tags,
        params: ListingFileParamsSchema,
        response: { 200: ListingDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await removeDataRoomFile(deps, user, request.params.id, request.params.fileId);
      return listingDetails(deps, user, request.params.id);
    },
  );

  app.get(
    '/listings/:id/data-room-log',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'The data-room log: who downloaded which file and when (owner or staff)',
        tags,
        params: ListingParamsSchema,
        response: { 200: DataRoomLogSchema },
      },
    },
    async (request) => dataRoomLog(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/listings/:id/stats',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Unique viewers per day, watchers and access grants over time (owner or staff)',
        tags,
        params: ListingParamsSchema,
        response: { 200: ListingStatsSchema },
      },
    },
    async (request) => {
      await manageableListing(deps, await requireUser(request), request.params.id);
      return listingStats(deps, request.params.id);
    },
  );
};
