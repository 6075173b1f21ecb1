import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomRouteSchemas } from '../../../contracts/data-room/route-schemas';
import { dataRoomRoutes } from '../../../contracts/data-room/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { FastifyRequest } from 'fastify';
import { restoreBuyerAccess, revokeBuyerAccess } from './data-room-access.service';

/** The caller and whether staff act as them (impersonation may read, never change who sees the firm). */
export const changerOf = async (request: FastifyRequest) => ({
  user: await requireUser(request),
  impersonated: Boolean((await request.session())?.impersonatorId),
});

/** Revoking or restoring a buyer's access (issue 33). */
export const dataRoomAccessRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, dataRoomRoutes, dataRoomRouteSchemas);

  serve.revokeAccess({ config: { access: 'full-access' } }, async (request) => {
    await revokeBuyerAccess(deps, await changerOf(request), { listingId: request.params.id, buyerId: request.params.buyerId });
    return { message: 'Access revoked.' };
  });

  serve.restoreAccess({ config: { access: 'full-access' } }, async (request) => {
    await restoreBuyerAccess(deps, await changerOf(request), { listingId: request.params.id, buyerId: request.params.buyerId });
    return { message: 'Access restored.' };
  });
};
