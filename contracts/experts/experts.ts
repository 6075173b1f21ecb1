/** Expert calls (docs/product.md "Expert help"): staff experts, their weekly hours, and 30-minute calls booked by members. */
import { z } from 'zod';
import { IdSchema } from '../common/common';

export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 14;
/** A call is booked at least this long ahead, and changed or cancelled at least this long before it starts. */
export const MIN_NOTICE_HOURS = 2;

export const CALL_TOPICS = [
  'Selling my practice',
  'Buying a practice',
  'Valuing a practice',
  'Financing a purchase',
  'A deal in progress',
  'Something else',
] as const;

export const WEEKDAYS = [
  { key: 1, label: 'Monday' },
  { key: 2, label: 'Tuesday' },
  { key: 3, label: 'Wednesday' },
  { key: 4, label: 'Thursday' },
  { key: 5, label: 'Friday' },
  { key: 6, label: 'Saturday' },
  { key: 7, label: 'Sunday' },
] as const;

export const EXPERT_MESSAGES = {
  slotTaken: 'Someone has just booked that time. Please choose another one.',
  outsideHours: 'That time is not one of the expert’s open times.',
  past: 'That time has already passed.',
  tooSoon: `Calls are booked at least ${MIN_NOTICE_HOURS} hours ahead.`,
  blockedDay: 'The expert is not available on that day.',
  tooFar: `Calls can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
  changeTooLate: `Calls can be changed or cancelled up to ${MIN_NOTICE_HOURS} hours before they start.`,
  notChangeable: 'This call was cancelled.',
  expertNotFound: 'That expert is not taking calls.',
  bookingNotFound: 'That call does not exist.',
  overlapping: 'These hours overlap on the same day.',
  invalidZone: 'Choose a time zone from the list.',
  expertUserNotStaff: 'An expert must be a Lexchange staff member.',
  blockedDayTaken: 'That day is already blocked.',
} as const;

/** HH:MM on a 30-minute grid, 00:00–24:00. */
const TIME = /^(?:[01]\d|2[0-3]):(?:00|30)$|^24:00$/;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const AvailabilityWindowSchema = z
  .object({
    weekday: z.coerce.number().int().min(1, 'Choose a day of the week.').max(7, 'Choose a day of the week.'),
    start: z.string().regex(TIME, 'Use a time on the hour or half hour, such as 09:00.'),
    end: z.string().regex(TIME, 'Use a time on the hour or half hour, such as 17:30.'),
  })
  .refine((window) => minutesOf(window.start) < minutesOf(window.end), { message: 'The end must be after the start.', path: ['end'] });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;

export const AvailabilitySchema = z
  .object({ windows: z.array(AvailabilityWindowSchema).max(50, 'At most 50 periods a week.') })
  .superRefine((body, context) => {
    const sorted = body.windows
      .map((window, index) => ({ ...window, index }))
      .sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const [previous, current] = [sorted[i - 1]!, sorted[i]!];
      if (previous.weekday === current.weekday && minutesOf(current.start) < minutesOf(previous.end))
        context.addIssue({ code: 'custom', message: EXPERT_MESSAGES.overlapping, path: ['windows', current.index, 'start'] });
    }
  });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const ExpertInputSchema = z.object({
  user_id: IdSchema,
  name: z.string().trim().min(1, 'Enter the name members see.').max(120, 'At most 120 characters.'),
  title: z.string().trim().min(1, 'Enter a title, such as “Practice transition adviser”.').max(120, 'At most 120 characters.'),
  bio: z.string().trim().min(1, 'Write a short bio.').max(1200, 'At most 1,200 characters.'),
  specialities: z.array(z.string().trim().min(1).max(60, 'At most 60 characters each.')).max(8, 'At most 8 specialities.').default([]),
  time_zone: z.string().refine(isTimeZone, EXPERT_MESSAGES.invalidZone),
  active: z.boolean().default(true),
});
export type ExpertInput = z.infer<typeof ExpertInputSchema>;

export const BlockedDayInputSchema = z.object({
  day: z.iso.date({ error: 'Choose a date.' }),
  reason: z.string().trim().max(200, 'At most 200 characters.').optional(),
});

export const ExpertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  title: z.string(),
  bio: z.string(),
  specialities: z.array(z.string()),
  time_zone: z.string(),
  photo_url: z.string().nullable(),
});
export type Expert = z.infer<typeof ExpertSchema>;

export const SlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export type Slot = z.infer<typeof SlotSchema>;
/** Slots grouped by the caller's calendar day (X-Timezone). */
export const SlotDaySchema = z.object({ date: z.string(), slots: z.array(SlotSchema) });
export type SlotDay = z.infer<typeof SlotDaySchema>;

export const ExpertWithSlotsSchema = ExpertSchema.extend({ days: z.array(SlotDaySchema) });
export type ExpertWithSlots = z.infer<typeof ExpertWithSlotsSchema>;

export const ExpertListSchema = z.object({
  /** The zone the slots are grouped in: the caller's X-Timezone, or UTC. */
  time_zone: z.string(),
  data: z.array(ExpertWithSlotsSchema),
  next_slot: z.object({ expert_id: z.number().int(), expert_name: z.string(), starts_at: z.string() }).nullable(),
});
export type ExpertList = z.infer<typeof ExpertListSchema>;

export const CreateBookingSchema = z.object({
  expert_id: IdSchema,
  starts_at: z.iso.datetime({ offset: true, error: 'Choose a time.' }),
  topic: z.enum(CALL_TOPICS, { error: 'Choose what the call is about.' }),
  note: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
});
export type CreateBooking = z.infer<typeof CreateBookingSchema>;

export const RescheduleBookingSchema = z.object({ starts_at: z.iso.datetime({ offset: true, error: 'Choose a time.' }) });

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

export const BookingSchema = z.object({
  id: z.number().int(),
  expert: ExpertSchema.pick({ id: true, name: true, initials: true, title: true, photo_url: true }),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  topic: z.string(),
  note: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Booked, and more than MIN_NOTICE_HOURS away. */
  can_change: z.boolean(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListSchema = z.object({ upcoming: z.array(BookingSchema), past: z.array(BookingSchema) });
export type BookingList = z.infer<typeof BookingListSchema>;

/** 409 on a taken slot: the message and that expert's fresh slots. */
export const SlotTakenSchema = z.object({ message: z.string(), days: z.array(SlotDaySchema) });

export const AdminExpertSchema = ExpertSchema.extend({
  user_id: z.number().int(),
  active: z.boolean(),
  windows: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  blocked_days: z.array(z.object({ id: z.number().int(), day: z.string(), reason: z.string().nullable() })),
});
export type AdminExpert = z.infer<typeof AdminExpertSchema>;
export const AdminExpertListSchema = z.object({
  data: z.array(AdminExpertSchema),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminExpertList = z.infer<typeof AdminExpertListSchema>;
