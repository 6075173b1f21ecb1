import { describe, expect, it } from 'vitest';
import { CLIENT_NOTICE_DAYS, clientNoticeTemplate, clientNoticeWindow, daysSince, UpdateLikelihoodBodySchema } from './deals';

describe('clientNoticeWindow (ABA Model Rule 1.17)', () => {
  it('has no window before the notices went out', () => {
    expect(clientNoticeWindow(null, '2026-11-24')).toEqual({ sent_on: null, window_ends_on: null, days_left: null, window_ended: false });
  });

  it('counts down 90 days from the date sent and ends on the 90th day', () => {
    expect(clientNoticeWindow('2026-11-24', '2026-11-24')).toEqual({
      sent_on: '2026-11-24',
      window_ends_on: '2027-02-22',
      days_left: CLIENT_NOTICE_DAYS,
      window_ended: false,
    });
    expect(clientNoticeWindow('2026-11-24', '2027-02-21')).toMatchObject({ days_left: 1, window_ended: false });
    expect(clientNoticeWindow('2026-11-24', '2027-02-22')).toMatchObject({ days_left: 0, window_ended: true });
    expect(clientNoticeWindow('2026-01-01', '2026-11-24')).toMatchObject({ days_left: 0, window_ended: true });
  });
});

describe('the likelihood body', () => {
  it.each([[0], [100], ['55']])('accepts %j', (value) =>
    expect(UpdateLikelihoodBodySchema.safeParse({ likelihood_of_closing: value }).success).toBe(true),
  );
  it.each([[101], [-1], ['abc'], [1.5], [''], [null], [true]])('refuses %j', (value) =>
    expect(UpdateLikelihoodBodySchema.safeParse({ likelihood_of_closing: value }).success).toBe(false),
  );
});

describe('the client notice template', () => {
  it('names the sale, the right to other counsel and to the file, and the 90-day presumed consent', () => {
    const text = clientNoticeTemplate({ sellerName: 'Margaret Whitfield', buyerName: 'Daniel Okafor' });
    expect(text).toContain('to Daniel Okafor');
    expect(text).toContain('right to retain other counsel');
    expect(text).toContain('take possession of your file');
    expect(text).toContain('within 90 days');
    expect(text.trim().endsWith('Margaret Whitfield')).toBe(true);
  });
});

it('daysSince never goes below zero', () => {
  expect(daysSince('2026-11-30T00:00:00Z', new Date('2026-11-24T00:00:00Z'))).toBe(0);
  expect(daysSince('2026-11-20T00:00:00Z', new Date('2026-11-24T12:00:00Z'))).toBe(4);
});
