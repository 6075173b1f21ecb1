import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomRouteSchemas } from '../../../contracts/data-room/route-schemas';
import { dataRoomRoutes } from '../../../contracts/data-room/routes';
import type { AppDeps } from '../../platform/deps';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { changerOf } from './data-room-access.routes';
import { createFolder, deleteFolder, moveFile, updateFolder } from './data-room-folders.service';
import { listingDetails } from './listings.service';

/** The seller's data-room folders and moving a file between them (issue 33). */
export const dataRoomFolderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, dataRoomRoutes, dataRoomRouteSchemas);

  serve.createFolder({ config: { access: 'full-access' } }, async (request, reply) => {
    reply.code(201);
    return createFolder(deps, await changerOf(request), request.params.id, request.body);
  });

  serve.setFolderStage({ config: { access: 'full-access' } }, async (request) =>
    updateFolder(deps, await changerOf(request), { listingId: request.params.id, folder: request.params.folder }, request.body),
  );

  serve.deleteFolder({ config: { access: 'full-access' } }, async (request) =>
    deleteFolder(deps, await changerOf(request), { listingId: request.params.id, folder: request.params.folder }),
  );

  serve.moveFile({ config: { access: 'full-access' } }, async (request) => {
    const changer = await changerOf(request);
    await moveFile(deps, changer, { listingId: request.params.id, fileId: request.params.fileId }, request.body.folder_id);
    return listingDetails(deps, changer.user, request.params.id);
  });
};
