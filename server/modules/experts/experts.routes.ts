import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { IdParamsSchema, IdSchema } from '../../../contracts/common';
import {
  AdminExpertListSchema,
  AdminExpertSchema,
  AvailabilitySchema,
  BlockedDayInputSchema,
  BookingListSchema,
  BookingSchema,
  CreateBookingSchema,
  ExpertInputSchema,
  ExpertListSchema,
  RescheduleBookingSchema,
  SlotTakenSchema,
} from '../../../contracts/experts';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { bookingsOf, cancelBooking, createBooking, rescheduleBooking } from './bookings.service';
import { addBlockedDay, adminExperts, createExpert, removeBlockedDay, setAvailability, updateExpert } from './experts-admin.service';
import { listExpertsWithSlots } from './experts.service';

const tags = ['experts'];
const BlockedDayParamsSchema = IdParamsSchema.extend({ dayId: IdSchema });

/** Expert calls: members see experts and open slots, book, reschedule and cancel; staff manage experts. */
/** Each booking e-mails both sides an invitation and holds an expert's time: 10 a day is never met by hand. */
export const EXPERT_BOOKINGS: ActionLimit = { action: 'expert-booking', max: 10, windowMs: DAY_MS, doing: 'booked calls' };

export const expertsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/experts',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'Active experts with their open 30-minute slots over the next 14 days, grouped by day in the caller’s X-Timezone (UTC when unknown)',
        tags,
        response: { 200: ExpertListSchema },
      },
    },
    async (request) => listExpertsWithSlots(deps, request.timezone),
  );

  app.get(
    '/bookings',
    {
      config: { access: 'full-access' },
      schema: { summary: "The caller's upcoming and past calls", tags, response: { 200: BookingListSchema } },
    },
    async (request) => bookingsOf(deps, (await requireUser(request)).id),
  );

  app.post(
    '/bookings',
    {
      config: { access: 'full-access', actionLimit: EXPERT_BOOKINGS },
      schema: {
        summary: 'Book a 30-minute call; 409 with fresh slots when someone else booked the time first',
        description: 'Both sides get an e-mail with an .ics invitation (METHOD:REQUEST) and an in-app notification.',
        tags,
        body: CreateBookingSchema,
        response: { 201: BookingSchema, 409: SlotTakenSchema },
      },
    },
    async (request, reply) => {
      const outcome = await createBooking(deps, await requireUser(request), request.body, request.timezone);
      return 'taken' in outcome ? reply.status(409).send(outcome.taken) : reply.status(201).send(outcome.booking);
    },
  );

  app.put(
    '/bookings/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Move a call to another open slot of the same expert, up to 2 hours before it starts',
        tags,
        params: IdParamsSchema,
        body: RescheduleBookingSchema,
        response: { 200: BookingSchema, 409: SlotTakenSchema },
      },
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

  app.delete(
    '/bookings/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Cancel a call up to 2 hours before it starts (an .ics CANCEL goes to both sides)',
        tags,
        params: IdParamsSchema,
        response: { 200: BookingSchema },
      },
    },
    async (request) => cancelBooking(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/admin/experts',
    {
      config: { access: 'admin' },
      schema: { summary: 'Every expert with weekly hours and days off (staff)', tags, response: { 200: AdminExpertListSchema } },
    },
    async () => adminExperts(deps),
  );

  app.get(
    '/admin/bookings',
    {
      config: { access: 'admin' },
      schema: { summary: 'Every upcoming call and the latest past ones (staff)', tags, response: { 200: BookingListSchema } },
    },
    async () => bookingsOf(deps, null),
  );

  app.post(
    '/admin/experts',
    {
      config: { access: 'admin' },
      schema: { summary: 'Add an expert (a staff member) (staff)', tags, body: ExpertInputSchema, response: { 201: AdminExpertSchema } },
    },
    async (request, reply) => reply.status(201).send(await createExpert(deps, request.body)),
  );

  app.put(
    '/admin/experts/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Update an expert's profile, time zone or active flag (staff)",
        tags,
        params: IdParamsSchema,
        body: ExpertInputSchema,
        response: { 200: AdminExpertSchema },
      },
    },
    async (request) => updateExpert(deps, request.params.id, request.body),
  );

  app.put(
    '/admin/experts/:id/availability',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Replace an expert's weekly hours, in their own time zone (staff)",
        tags,
        params: IdParamsSchema,
        body: AvailabilitySchema,
        response: { 200: AdminExpertSchema },
      },
    },
    async (request) => setAvailability(deps, request.params.id, request.body.windows),
  );

  app.post(
    '/admin/experts/:id/blocked-days',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Block a day for an expert (staff)',
        tags,
        params: IdParamsSchema,
        body: BlockedDayInputSchema,
        response: { 201: AdminExpertSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addBlockedDay(deps, request.params.id, request.body)),
  );

  app.delete(
    '/admin/experts/:id/blocked-days/:dayId',
    {
      config: { access: 'admin' },
      schema: { summary: 'Unblock a day (staff)', tags, params: BlockedDayParamsSchema, response: { 200: AdminExpertSchema } },
    },
    async (request) => removeBlockedDay(deps, request.params.id, request.params.dayId),
  );
};
