/** Demo data says "N days ago at HH:MM UTC"; the seed turns that into dates relative to the moment it runs. */

/** Days before the seed runs, and a UTC time of day (US business hours are roughly 13:00–23:00 UTC). */
export type DemoTime = readonly [daysAgo: number, utcTime: string];

const DAY_MS = 86_400_000;

/** The moment a DemoTime names; never later than a minute before `now`, so nothing lies in the future. */
export function timeAt(now: Date, [daysAgo, utcTime]: DemoTime): Date {
  const [hours, minutes] = utcTime.split(':').map(Number) as [number, number];
  const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hours, minutes);
  return new Date(Math.min(at, now.getTime() - 60_000));
}

/** The UTC calendar day `daysAgo` days before `now`, as listing_views stores it (YYYY-MM-DD). */
export function dayAt(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Whole UTC days between a moment and `now` (0 = today). */
export function daysBefore(now: Date, moment: Date): number {
  return Math.floor((Date.parse(dayAt(now, 0)) - Date.parse(moment.toISOString().slice(0, 10))) / DAY_MS);
}
