import { IdParamsSchema, IdSchema } from '../common/common';
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
} from './experts';
import type { RouteSchemas } from '../common/route-map';

const tags = ['experts'];
const BlockedDayParamsSchema = IdParamsSchema.extend({ dayId: IdSchema });

/** The schemas of the experts endpoints (paths in ./routes.ts). */
export const expertRouteSchemas = {
  experts: {
    summary:
      'Active experts with their open 30-minute slots over the next 14 days, grouped by day in the caller’s X-Timezone (UTC when unknown)',
    tags,
    response: { 200: ExpertListSchema },
  },
  bookings: { summary: "The caller's upcoming and past calls", tags, response: { 200: BookingListSchema } },
  book: {
    summary: 'Book a 30-minute call; 409 with fresh slots when someone else booked the time first',
    description: 'Both sides get an e-mail with an .ics invitation (METHOD:REQUEST) and an in-app notification.',
    tags,
    body: CreateBookingSchema,
    response: { 201: BookingSchema, 409: SlotTakenSchema },
  },
  reschedule: {
    summary: 'Move a call to another open slot of the same expert, up to 2 hours before it starts',
    tags,
    params: IdParamsSchema,
    body: RescheduleBookingSchema,
    response: { 200: BookingSchema, 409: SlotTakenSchema },
  },
  cancel: {
    summary: 'Cancel a call up to 2 hours before it starts (an .ics CANCEL goes to both sides)',
    tags,
    params: IdParamsSchema,
    response: { 200: BookingSchema },
  },
  adminExperts: { summary: 'Every expert with weekly hours and days off (staff)', tags, response: { 200: AdminExpertListSchema } },
  adminBookings: { summary: 'Every upcoming call and the latest past ones (staff)', tags, response: { 200: BookingListSchema } },
  createExpert: { summary: 'Add an expert (a staff member) (staff)', tags, body: ExpertInputSchema, response: { 201: AdminExpertSchema } },
  updateExpert: {
    summary: "Update an expert's profile, time zone or active flag (staff)",
    tags,
    params: IdParamsSchema,
    body: ExpertInputSchema,
    response: { 200: AdminExpertSchema },
  },
  saveAvailability: {
    summary: "Replace an expert's weekly hours, in their own time zone (staff)",
    tags,
    params: IdParamsSchema,
    body: AvailabilitySchema,
    response: { 200: AdminExpertSchema },
  },
  blockDay: {
    summary: 'Block a day for an expert (staff)',
    tags,
    params: IdParamsSchema,
    body: BlockedDayInputSchema,
    response: { 201: AdminExpertSchema },
  },
  unblockDay: { summary: 'Unblock a day (staff)', tags, params: BlockedDayParamsSchema, response: { 200: AdminExpertSchema } },
} satisfies RouteSchemas;
