import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerRouteSchemas } from '../../../contracts/offers/route-schemas';
import { offerRoutes } from '../../../contracts/offers/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { listOffers } from './offers.list';
import { answerOffer, counterOffer, makeOffer, todayOf, type OfferActor, type OfferChange } from './offers.service';
import { toOffer } from './offers.query';
import { addPurchaseAgreement } from './purchase-agreement';

/** docs/api.md "Offers": a deal's versions, the buyer's offer, a counter, and the answers. */
export const offersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, offerRoutes, offerRouteSchemas);
  const actorOf = async (request: FastifyRequest): Promise<OfferActor> => ({
    user: await requireUser(request),
    impersonating: Boolean((await request.session())?.impersonatorId),
  });
  const present = (request: FastifyRequest, change: OfferChange) => {
    if (change.pushErrors.length)
      request.log.warn({ errors: change.pushErrors.map(String) }, 'offer stored but not pushed to the other side');
    return toOffer(change.offer, todayOf(deps.now()));
  };

  serve.list({ config: { access: 'full-access' } }, async (request) => ({
    data: await listOffers(deps.database.db, await requireUser(request), request.params.id, todayOf(deps.now())),
  }));

  serve.make({ config: { access: 'full-access' } }, async (request, reply) =>
    reply.status(201).send(present(request, await makeOffer(deps, await actorOf(request), request.params.id, request.body))),
  );

  serve.counter({ config: { access: 'full-access' } }, async (request, reply) =>
    reply.status(201).send(present(request, await counterOffer(deps, await actorOf(request), request.params.id, request.body))),
  );

  serve.answer({ config: { access: 'full-access' } }, async (request) =>
    present(request, await answerOffer(deps, await actorOf(request), request.params.id, request.body)),
  );

  serve.uploadPurchaseAgreement({ config: { access: 'full-access' } }, async (request, reply) =>
    reply.status(201).send(await addPurchaseAgreement(deps, await actorOf(request), request.params.id, { upload: request.body.file })),
  );

  serve.draftPurchaseAgreement({ config: { access: 'full-access' } }, async (request, reply) =>
    reply.status(201).send(await addPurchaseAgreement(deps, await actorOf(request), request.params.id, { draft: true })),
  );
};
