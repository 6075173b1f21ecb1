/**
 * Open 30-minute slots, worked out in each expert's own time zone (weekly hours, days off) and grouped by the
 * caller's calendar day. Pure: everything it needs is passed in, so daylight-saving changes are tested directly.
 */
import { IANAZone } from 'luxon';
import { BOOKING_WINDOW_DAYS, MIN_NOTICE_HOURS, SLOT_MINUTES, type SlotDay } from '../../../contracts/experts/experts';

export interface ExpertCalendar {
  timeZone: string;
  windows: { weekday: number; startMinute: number; endMinute: number }[];
  /** YYYY-MM-DD in the expert's zone. */
  blockedDays: ReadonlySet<string>;
  /** Booked calls as [start, end) epoch milliseconds. */
  booked: { start: number; end: number }[];
}

export type SlotProblem = 'past' | 'too-soon' | 'too-far' | 'blocked' | 'outside-hours';

const SLOT_MS = SLOT_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const BUCKET_MS = 15 * 60_000;

/**
 * A zone's UTC offset (minutes) at an instant, from Luxon's IANA zone data. Offsets change only on quarter-hour
 * boundaries, so each is looked up once per quarter hour: a 14-day grid for 10 experts asks the same few hundred.
 */
const offsetCache = new Map<string, Map<number, number>>();
function offsetAt(zone: string, instant: number): number {
  let offsets = offsetCache.get(zone);
  if (!offsets || offsets.size > 20_000) offsetCache.set(zone, (offsets = new Map()));
  const bucket = Math.floor(instant / BUCKET_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    offset = IANAZone.create(zone).offset(bucket * BUCKET_MS);
    offsets.set(bucket, offset);
  }
  return offset;
}

/** The instant a wall-clock time (given as if it were UTC) names in a zone, or null when that time does not exist. */
function instantOf(zone: string, wallClockAsUtc: number): number | null {
  const guess = wallClockAsUtc - offsetAt(zone, wallClockAsUtc) * 60_000;
  const offset = offsetAt(zone, guess);
  const instant = wallClockAsUtc - offset * 60_000;
  // When clocks go forward the wall time is skipped: no offset maps it back to itself.
  if (instant + offsetAt(zone, instant) * 60_000 !== wallClockAsUtc) {
    const other = wallClockAsUtc - offsetAt(zone, instant) * 60_000;
    return other + offsetAt(zone, other) * 60_000 === wallClockAsUtc ? other : null;
  }
  // When clocks go back the wall time happens twice: the earlier one, as Luxon and calendars choose.
  const earlier = wallClockAsUtc - offsetAt(zone, instant - HOUR_MS) * 60_000;
  return earlier < instant && earlier + offsetAt(zone, earlier) * 60_000 === wallClockAsUtc ? earlier : instant;
}

/** ISO strings of slot instants: the same few thousand recur on every request. */
const isoNames = new Map<number, string>();
function isoOf(instant: number): string {
  let name = isoNames.get(instant);
  if (name === undefined) {
    name = new Date(instant).toISOString();
    if (isoNames.size > 100_000) isoNames.clear();
    isoNames.set(instant, name);
  }
  return name;
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
const dayNames = new Map<number, string>();
function dateIn(zone: string, instant: number): string {
  const day = Math.floor((instant + offsetAt(zone, instant) * 60_000) / (24 * HOUR_MS));
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * 24 * HOUR_MS).toISOString().slice(0, 10);
    if (dayNames.size > 100_000) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

/** Every slot the weekly hours give between two instants, days off included (they are judged by the caller). */
function* gridSlots(calendar: ExpertCalendar, from: number, to: number): Generator<{ start: number; day: string }> {
  const zone = calendar.timeZone;
  const first = Date.parse(`${dateIn(zone, from)}T00:00:00Z`);
  const last = Date.parse(`${dateIn(zone, to)}T00:00:00Z`);
  // Days are walked as wall-clock dates (midnight "as if UTC"), so a 23- or 25-hour day is still one day.
  for (let day = first; day <= last; day += 24 * HOUR_MS) {
    const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    const dayKey = new Date(day).toISOString().slice(0, 10);
    for (const window of calendar.windows) {
      if (window.weekday !== weekday) continue;
      for (let minute = window.startMinute; minute + SLOT_MINUTES <= window.endMinute; minute += SLOT_MINUTES) {
        // A time that does not exist that day (the hour skipped when clocks go forward) is no slot.
        const start = instantOf(zone, day + minute * 60_000);
        if (start !== null && start >= from && start < to) yield { start, day: dayKey };
      }
    }
  }
}

const overlapsBooking = (calendar: ExpertCalendar, start: number) =>
  calendar.booked.some((booking) => booking.start < start + SLOT_MS && start < booking.end);

/** The bookable window: from MIN_NOTICE_HOURS ahead to BOOKING_WINDOW_DAYS ahead. */
export const bookableRange = (now: number) => ({ from: now + MIN_NOTICE_HOURS * HOUR_MS, to: now + BOOKING_WINDOW_DAYS * 24 * HOUR_MS });

/** Open slots (not on a day off, not booked), grouped by the caller's calendar day, earliest first. */
export function openSlots(calendar: ExpertCalendar, now: number, callerZone: string): SlotDay[] {
  const { from, to } = bookableRange(now);
  const days = new Map<string, SlotDay>();
  const starts: number[] = [];
  for (const slot of gridSlots(calendar, from, to)) {
    if (calendar.blockedDays.has(slot.day) || overlapsBooking(calendar, slot.start)) continue;
    starts.push(slot.start);
  }
  starts.sort((a, b) => a - b);
  for (const start of starts) {
    const date = dateIn(callerZone, start);
    const group = days.get(date) ?? { date, slots: [] };
    group.slots.push({ starts_at: isoOf(start), ends_at: isoOf(start + SLOT_MS) });
    days.set(date, group);
  }
  return [...days.values()];
}

/** Why a start time cannot be booked with this expert (bookings aside: the database decides those), or null. */
export function slotProblem(calendar: Omit<ExpertCalendar, 'booked'>, start: number, now: number): SlotProblem | null {
  const { from, to } = bookableRange(now);
  if (start <= now) return 'past';
  if (start < from) return 'too-soon';
  if (start >= to) return 'too-far';
  if (calendar.blockedDays.has(dateIn(calendar.timeZone, start))) return 'blocked';
  for (const slot of gridSlots({ ...calendar, booked: [] }, start, start + 1)) if (slot.start === start) return null;
  return 'outside-hours';
}
