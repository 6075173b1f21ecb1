import { describe, expect, it } from 'vitest';
import { formatStatsDay, statsSeries } from './StatsChart';

describe('statsSeries', () => {
  it('plots unique viewers per day and running totals of watchers and access requests', () => {
    const series = statsSeries({
      views: [
        { date: '2026-01-01', viewers: 3 },
        { date: '2026-01-03', viewers: 1 },
      ],
      total_unique_viewers: 4,
      watchers: 2,
      watchers_over_time: [{ date: '2026-01-01', count: 2 }],
      access_requests: [
        { date: '2026-01-02', count: 2 },
        { date: '2026-01-03', count: 1 },
      ],
      access_grants: [{ date: '2026-01-03', count: 1 }],
      downloads: 0,
    });
    expect(series).toEqual([
      { date: '2026-01-01', views: 3, watchers: 2, requests: 0 },
      { date: '2026-01-02', views: 0, watchers: 2, requests: 2 },
      { date: '2026-01-03', views: 1, watchers: 2, requests: 3 },
    ]);
  });
});

describe('formatStatsDay', () => {
  it('shows a stats day in the reader’s date format, never the raw ISO date, on the same calendar day', () => {
    expect(formatStatsDay('2026-10-28', 'axis', 'en-US')).toBe('Oct 28');
    expect(formatStatsDay('2026-10-28', 'axis', 'en-GB')).toBe('28 Oct');
    expect(formatStatsDay('2026-10-28', 'full', 'en-US')).toBe('Oct 28, 2026');
    expect(formatStatsDay('2026-01-01', 'full', 'de-DE')).toBe('01.01.2026');
  });
});
