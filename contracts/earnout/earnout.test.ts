import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnoutDue, earnoutMonths, earnoutStart, earnoutTotals, EARNOUT_LIMITS, monthEnd, type EarnoutStatus } from './earnout';

describe('earnoutDue', () => {
  it('is percent × collected / 100 in whole dollars, halves rounded up', () => {
    expect(earnoutDue(20, 41_237)).toBe(8_247);
    expect(earnoutDue(20, 41_238)).toBe(8_248);
    expect(earnoutDue(1, 50)).toBe(1);
    expect(earnoutDue(1, 49)).toBe(0);
    expect(earnoutDue(33, 100)).toBe(33);
    expect(earnoutDue(100, EARNOUT_LIMITS.collectedMax)).toBe(EARNOUT_LIMITS.collectedMax);
    expect(earnoutDue(15, 0)).toBe(0);
  });

  it('equals round(percent × collected / 100) for every percent and amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: EARNOUT_LIMITS.collectedMax }), (percent, collected) => {
        const due = earnoutDue(percent, collected);
        expect(due).toBe(Math.round((percent * collected) / 100));
        expect(Number.isInteger(due)).toBe(true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(collected);
      }),
    );
  });
});

describe('earnoutTotals', () => {
  const statuses: EarnoutStatus[] = ['upcoming', 'to_report', 'reported', 'confirmed', 'disputed', 'paid'];
  it('adds up: collected and due over every period, paid over the paid ones, paid never above due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.record({ collected: fc.integer({ min: 0, max: EARNOUT_LIMITS.collectedMax }), status: fc.constantFrom(...statuses) }), {
          maxLength: 120,
        }),
        (percent, rows) => {
          const periods = rows.map((row) =>
            row.status === 'upcoming' || row.status === 'to_report'
              ? { status: row.status, collected: null, due: null }
              : { status: row.status, collected: row.collected, due: earnoutDue(percent, row.collected) },
          );
          const totals = earnoutTotals(periods);
          expect(totals.collected).toBe(periods.reduce((sum, period) => sum + (period.collected ?? 0), 0));
          expect(totals.due).toBe(periods.reduce((sum, period) => sum + (period.due ?? 0), 0));
          expect(totals.paid).toBe(periods.filter((period) => period.status === 'paid').reduce((sum, period) => sum + period.due!, 0));
          expect(totals.paid).toBeLessThanOrEqual(totals.due);
        },
      ),
    );
  });
});

describe('the schedule', () => {
  it('starts with the first full month after closing', () => {
    expect(earnoutStart('2026-03-15')).toBe('2026-04-01');
    expect(earnoutStart('2026-03-01')).toBe('2026-03-01');
    expect(earnoutStart('2026-12-31')).toBe('2027-01-01');
  });

  it('has one month a period, across years', () => {
    expect(earnoutMonths('2026-11-01', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(earnoutMonths('2026-01-01', 36)).toHaveLength(36);
    expect(monthEnd('2026-12')).toBe('2027-01-01');
  });
});
