import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { bookingsOf, cancelBooking, createBooking, rescheduleBooking } from './bookings.service';
import { addBlockedDay, adminExperts, createExpert, removeBlockedDay, setAvailability, updateExpert } from './experts-admin.service';
import { listExpertsWithSlots } from './experts.service';
import { expertRouteSchemas } from '../../../contracts/experts/route-schemas';
import { expertRoutes } from '../../../contracts/experts/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Expert calls: members see experts and open slots, book, reschedule and cancel; staff manage experts. */
/** Each booking e-mails both sides an invitation and holds an expert's time: 10 a day is never met by hand. */
export const EXPERT_BOOKINGS: ActionLimit = { action: 'expert-booking', max: 10, windowMs: DAY_MS, doing: 'booked calls' };

export const expertsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, expertRoutes, expertRouteSchemas);
  serve.experts(
    {
      config: { access: 'full-access' },
    },
    async (request) => listExpertsWithSlots(deps, request.timezone),
  );

  serve.bookings(
    {
      config: { access: 'full-access' },
    },
    async (request) => bookingsOf(deps, (await requireUser(request)).id),
  );

  serve.book(
    {
      config: { access: 'full-access', actionLimit: EXPERT_BOOKINGS },
    },
    async (request, reply) => {
      const outcome = await createBooking(deps, await requireUser(request), request.body, request.timezone);
      return 'taken' in outcome ? reply.status(409).send(outcome.taken) : reply.status(201).send(outcome.booking);
    },
  );

  serve.reschedule(
    {
      config: { access: 'full-access' },
    },
    async (request, reply) => {
      const outcome = await rescheduleBooking(
        deps,
        await requireUser(request),
        request.params.id,
        request.body.starts_at,
        request.timezone,
      );
      return 'taken' in outcome ? reply.status(409).send(outcome.taken) : outcome.booking;
    },
  );

  serve.cancel(
    {
      config: { access: 'full-access' },
    },
    async (request) => cancelBooking(deps, await requireUser(request), request.params.id),
  );

  serve.adminExperts(
    {
      config: { access: 'admin' },
    },
    async () => adminExperts(deps),
  );

  serve.adminBookings(
    {
      config: { access: 'admin' },
    },
    async () => bookingsOf(deps, null),
  );

  serve.createExpert(
    {
      config: { access: 'admin' },
    },
    async (request, reply) => reply.status(201).send(await createExpert(deps, request.body)),
  );

  serve.updateExpert(
    {
      config: { access: 'admin' },
    },
    async (request) => updateExpert(deps, request.params.id, request.body),
  );

  serve.saveAvailability(
    {
      config: { access: 'admin' },
    },
    async (request) => setAvailability(deps, request.params.id, request.body.windows),
  );

  serve.blockDay(
    {
      config: { access: 'admin' },
    },
    async (request, reply) => reply.status(201).send(await addBlockedDay(deps, request.params.id, request.body)),
  );

  serve.unblockDay(
    {
      config: { access: 'admin' },
    },
    async (request) => removeBlockedDay(deps, request.params.id, request.params.dayId),
  );
};
