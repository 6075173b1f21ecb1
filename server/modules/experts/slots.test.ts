import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { openSlots, slotProblem, type ExpertCalendar } from './slots';

const at = (iso: string) => Date.parse(iso);
const calendar = (overrides: Partial<ExpertCalendar> = {}): ExpertCalendar => ({
  timeZone: 'America/New_York',
  windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 10 * 60 })),
  blockedDays: new Set(),
  booked: [],
  ...overrides,
});
const startsOn = (days: ReturnType<typeof openSlots>, date: string) =>
  days.find((day) => day.date === date)?.slots.map((slot) => slot.starts_at) ?? [];

describe('open slots', () => {
  it('keeps 9:00 in New York at 9:00 across the spring change (EST → EDT), seen from London (still GMT)', () => {
    const days = openSlots(calendar(), at('2027-03-10T12:00:00Z'), 'Europe/London');
    // Saturday 13 March: EST (UTC−5); Sunday 14 March: EDT (UTC−4).
    expect(startsOn(days, '2027-03-13')).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-13T14:30:00.000Z']);
    expect(startsOn(days, '2027-03-14')).toEqual(['2027-03-14T13:00:00.000Z', '2027-03-14T13:30:00.000Z']);
    const londonClock = startsOn(days, '2027-03-14').map((iso) => DateTime.fromISO(iso, { zone: 'Europe/London' }).toFormat('HH:mm'));
    expect(londonClock).toEqual(['13:00', '13:30']);
  });

  it('keeps 9:00 in London at 9:00 across the British change (GMT → BST), seen from New York (already EDT)', () => {
    const days = openSlots(calendar({ timeZone: 'Europe/London' }), at('2027-03-24T12:00:00Z'), 'America/New_York');
    expect(startsOn(days, '2027-03-27')).toEqual(['2027-03-27T09:00:00.000Z', '2027-03-27T09:30:00.000Z']);
    expect(startsOn(days, '2027-03-28')).toEqual(['2027-03-28T08:00:00.000Z', '2027-03-28T08:30:00.000Z']);
    const newYorkClock = startsOn(days, '2027-03-28').map((iso) => DateTime.fromISO(iso, { zone: 'America/New_York' }).toFormat('HH:mm'));
    expect(newYorkClock).toEqual(['04:00', '04:30']);
  });

  it('skips the hour that does not exist (spring) and offers each local time once when an hour happens twice (autumn)', () => {
    const night = calendar({ windows: [{ weekday: 7, startMinute: 60, endMinute: 180 }] });
    // Sunday 14 March 2027: 02:00–03:00 does not exist in New York.
    const spring = openSlots(night, at('2027-03-10T12:00:00Z'), 'UTC');
    expect(startsOn(spring, '2027-03-14')).toEqual(['2027-03-14T06:00:00.000Z', '2027-03-14T06:30:00.000Z']);
    expect(startsOn(spring, '2027-03-14').length + startsOn(spring, '2027-03-15').length).toBe(2);
    // Sunday 7 November 2027: 01:00–02:00 happens twice; each local time is one slot.
    const autumn = openSlots(night, at('2027-11-03T12:00:00Z'), 'UTC');
    expect(startsOn(autumn, '2027-11-07')).toEqual([
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T07:00:00.000Z',
      '2027-11-07T07:30:00.000Z',
    ]);
  });

  it('groups by the caller’s day, leaves out days off, booked calls, the next two hours and beyond 14 days', () => {
    const now = at('2027-05-03T12:40:00Z'); // Monday 08:40 in New York
    const days = openSlots(
      calendar({ blockedDays: new Set(['2027-05-05']), booked: [{ start: at('2027-05-04T13:00:00Z'), end: at('2027-05-04T13:30:00Z') }] }),
      now,
      'Asia/Tokyo',
    );
    const all = days.flatMap((day) => day.slots.map((slot) => slot.starts_at));
    expect(all).not.toContain('2027-05-03T13:00:00.000Z'); // in 20 minutes
    expect(all).not.toContain('2027-05-04T13:00:00.000Z'); // booked
    expect(all).toContain('2027-05-04T13:30:00.000Z');
    expect(all.some((iso) => iso.startsWith('2027-05-05'))).toBe(false); // day off
    expect(all.at(-1)).toBe('2027-05-16T13:30:00.000Z'); // 14 days ahead, not beyond
    // 9:00 in New York is 22:00 in Tokyo the same day.
    expect(days[0]).toEqual({
      date: '2027-05-04',
      slots: [{ starts_at: '2027-05-04T13:30:00.000Z', ends_at: '2027-05-04T14:00:00.000Z' }],
    });
  });

  it('names what is wrong with a start time', () => {
    const now = at('2027-05-03T12:40:00Z');
    const open = calendar({ blockedDays: new Set(['2027-05-05']) });
    expect(slotProblem(open, at('2027-05-04T13:00:00Z'), now)).toBeNull();
    expect(slotProblem(open, at('2027-05-03T12:00:00Z'), now)).toBe('past');
    expect(slotProblem(open, at('2027-05-04T15:00:00Z'), now)).toBe('outside-hours');
    expect(slotProblem(open, at('2027-05-04T14:00:00Z'), now)).toBe('outside-hours');
    expect(slotProblem(open, at('2027-05-03T13:00:00Z'), now)).toBe('too-soon');
    expect(slotProblem(open, at('2027-05-05T13:00:00Z'), now)).toBe('blocked');
    expect(slotProblem(open, at('2027-05-04T13:15:00Z'), now)).toBe('outside-hours');
    expect(slotProblem(open, at('2027-05-20T13:00:00Z'), now)).toBe('too-far');
  });
});
