import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_NOTICE_RULE, noticeGateWait, windowEndsOn, windowStartsOn } from './notice-window';

describe('the client’s 90-day window', () => {
  it('runs from receipt, presumed a mailing allowance after sending (the Model Rule)', () => {
    expect(windowStartsOn(DEFAULT_NOTICE_RULE, '2026-11-27')).toBe('2026-11-30');
    expect(windowEndsOn(DEFAULT_NOTICE_RULE, '2026-11-27')).toBe('2027-02-28');
    expect(windowEndsOn({ window_from: 'receipt', mailing_days: 5 }, '2024-02-26')).toBe('2024-05-31');
  });

  it('takes the day the client opened their link as receipt when it came first, never before sending', () => {
    expect(windowStartsOn(DEFAULT_NOTICE_RULE, '2026-11-27', '2026-11-28')).toBe('2026-11-28');
    expect(windowStartsOn(DEFAULT_NOTICE_RULE, '2026-11-27', '2026-12-05')).toBe('2026-11-30');
    expect(windowStartsOn(DEFAULT_NOTICE_RULE, '2026-11-27', '2026-11-20')).toBe('2026-11-27');
  });

  it('runs from sending where a state’s rule says so, whatever the opening', () => {
    const rule = { window_from: 'sending', mailing_days: 3 } as const;
    expect(windowEndsOn(rule, '2026-12-31', '2027-01-01')).toBe('2027-03-31');
  });

  it('always ends 90 days after it starts, and never before sending + 90 nor after sending + allowance + 90', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 30 }), fc.option(fc.integer({ min: -10, max: 60 })), (sent, mailing, opened) => {
        const rule = { window_from: 'receipt', mailing_days: mailing } as const;
        const openedOn = opened === null ? null : addDays(sent, opened);
        const ends = windowEndsOn(rule, sent, openedOn);
        expect(ends).toBe(addDays(windowStartsOn(rule, sent, openedOn), 90));
        expect(ends >= addDays(sent, 90)).toBe(true);
        expect(ends <= addDays(sent, 90 + mailing)).toBe(true);
      }),
    );
  });
});

describe('the closing gate’s sentence', () => {
  it('waits for unsent notices first, then for the open windows, naming the last', () => {
    expect(noticeGateWait([], 0)).toBeNull();
    expect(noticeGateWait(['2027-01-02'], 2)).toBe('Waiting for the notices to 2 clients to go out.');
    expect(noticeGateWait(['2027-01-02'], 0)).toBe("Waiting for 1 client's 90-day window (it ends on 2027-01-02).");
    const ends = [...Array(11).fill('2027-02-01'), '2027-03-02'];
    expect(noticeGateWait(ends, 0)).toBe("Waiting for 12 clients' 90-day windows (the last ends on 2027-03-02).");
  });
});
