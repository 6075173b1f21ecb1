import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomRouteSchemas } from '../../../contracts/data-room/route-schemas';
import { dataRoomRoutes as dataRoomEndpoints } from '../../../contracts/data-room/routes';
import { listingRouteSchemas } from '../../../contracts/listings/route-schemas';
import { listingRoutes } from '../../../contracts/listings/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { sendFileDownload } from '../../platform/http/file-download';
import { dataRoomLog, downloadDataRoomFile, removeDataRoomFile } from './data-room.service';
import { uploadsIntoFolder } from './data-room-folders.service';
import { listingStats } from './listing-stats.service';
import { listingDetails, manageableListing, saveListing } from './listings.service';

/** The data room (uploads, authorised and logged downloads, the seller's log) and the seller's stats. */
export const dataRoomRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, dataRoomEndpoints, dataRoomRouteSchemas);
  const serveListing = declaredRoutes(app, listingRoutes, listingRouteSchemas);

  serve.uploadFiles({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    const listing = await manageableListing(deps, user, request.params.id);
    await saveListing(deps, user, listing, {}, await uploadsIntoFolder(deps.database.db, listing.id, request.body));
    return listingDetails(deps, user, listing.id);
  });

  // A plain link in the app (no anti-forgery header), logged per download: refused when it comes from elsewhere.
  serve.downloadFile({ config: { access: 'full-access', sideEffect: 'same-origin' } }, async (request, reply) => {
    const ids = { listingId: request.params.id, fileId: request.params.fileId };
    const file = await downloadDataRoomFile(deps, await requireUser(request), ids, request.log);
    return sendFileDownload(reply, { name: file.filename, type: file.type, size: file.size, body: file.body });
  });

  serve.removeFile({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    await removeDataRoomFile(deps, user, request.params.id, request.params.fileId);
    return listingDetails(deps, user, request.params.id);
  });

  serve.log({ config: { access: 'full-access' } }, async (request) => dataRoomLog(deps, await requireUser(request), request.params.id));

  serveListing.stats({ config: { access: 'full-access' } }, async (request) => {
    await manageableListing(deps, await requireUser(request), request.params.id);
    return listingStats(deps, request.params.id);
  });
};
