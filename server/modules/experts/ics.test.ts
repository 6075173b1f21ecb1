import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { callInvitation, fold } from './ics';

const invite = {
  method: 'REQUEST' as const,
  uid: 'booking-7f3c@lexchange',
  sequence: 2,
  start: new Date('2027-03-14T13:00:00Z'),
  end: new Date('2027-03-14T13:30:00Z'),
  stamp: new Date('2027-03-10T12:00:00Z'),
  summary: 'Lexchange call: Selling my practice, with Nora Castillo',
  description: 'Topic: Selling my practice\nNote: Boston; estate planning, 2 attorneys, \\ retiring.\nJoin details follow by e-mail.',
  organizer: { name: 'Lexchange', email: 'calls@lexchange.test' },
  attendees: [
    { name: 'Nora Castillo', email: 'nora@lexchange.test' },
    { name: 'Daniel "Dan" Okafor', email: 'daniel@example.com' },
  ],
  url: 'http://localhost:3000/book-a-call',
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return { component, event, vevent: component.getFirstSubcomponent('vevent')! };
}

describe('call invitations', () => {
  it('parse back with the method, UID, sequence, UTC times, people and text as given', () => {
    const text = callInvitation(invite);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { component, event, vevent } = parse(text);
    expect(component.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('booking-7f3c@lexchange');
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-14T13:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const attendees = event.attendees.map((attendee) => [attendee.getParameter('cn'), attendee.getFirstValue()]);
    expect(attendees).toEqual([
      ['Nora Castillo', 'mailto:nora@lexchange.test'],
      ["Daniel 'Dan' Okafor", 'mailto:daniel@example.com'],
    ]);
    expect(vevent.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('cancels the same event: METHOD:CANCEL, STATUS:CANCELLED, same UID, a higher sequence', () => {
    const { component, event, vevent } = parse(callInvitation({ ...invite, method: 'CANCEL', sequence: 3 }));
    expect(component.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = fold(line);
    expect(folded.split('\r\n').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
