import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates as the screens show them', () => {
  it('gives the day, or a dash when there is none', () => {
    expect(formatDate('2026-03-02T15:05:00')).toBe('Mar 2, 2026');
    expect(formatDate(null)).toBe('—');
  });

  it('gives the day and the minute', () => {
    expect(formatDateTime('2026-03-02T15:05:00')).toBe('Mar 2, 2026, 3:05 PM');
    expect(formatDateTime('2026-12-31T09:00:00')).toBe('Dec 31, 2026, 9:00 AM');
  });
});
