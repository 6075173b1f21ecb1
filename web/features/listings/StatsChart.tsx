/** The seller's figures over time; Recharts loads only with the seller's listings screen. */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ListingStats } from '../../../contracts/listings/responses';

export interface StatsPoint {
  date: string;
  views: number;
  watchers: number;
  requests: number;
}

/**
 * A stats day ("2026-10-28", a calendar date) in the reader's own date format: short on the axis, full in the tooltip.
 * Read as UTC so that the day never shifts with the browser's time zone.
 */
export function formatStatsDay(day: string, style: 'axis' | 'full' = 'axis', locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'axis' ? { month: 'short', day: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** One row per day that had any activity; watchers and access requests are running totals. */
export function statsSeries(stats: ListingStats): StatsPoint[] {
  const dates = [
    ...new Set([
      ...stats.views.map((d) => d.date),
      ...stats.watchers_over_time.map((d) => d.date),
      ...stats.access_requests.map((d) => d.date),
    ]),
  ].sort();
  let watchers = 0;
  let requests = 0;
  return dates.map((date) => {
    watchers += stats.watchers_over_time.find((d) => d.date === date)?.count ?? 0;
    requests += stats.access_requests.find((d) => d.date === date)?.count ?? 0;
    return { date, views: stats.views.find((d) => d.date === date)?.viewers ?? 0, watchers, requests };
  });
}

export function StatsChart({ stats, title }: { stats: ListingStats; title: string }) {
  const series = statsSeries(stats);
  if (series.length === 0)
    return <p className="text-body-secondary small mb-0">No views yet. Figures appear here once buyers open the listing.</p>;
  return (
    <figure className="mb-0" aria-label={`Views, watchers and access requests over time for ${title}`}>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <LineChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e3e7ee" />
            <XAxis dataKey="date" tick={{ fontSize: 11 }} tickFormatter={(day: string) => formatStatsDay(day)} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip labelFormatter={(day) => formatStatsDay(String(day), 'full')} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {/* Whole-number counts: straight segments between days, never a smoothed curve through fractions. */}
            <Line type="linear" dataKey="views" name="Unique viewers" stroke="#1d3557" strokeWidth={2} dot={series.length < 3} />
            <Line type="stepAfter" dataKey="watchers" name="Watchers" stroke="#c77d1a" strokeWidth={2} dot={series.length < 3} />
            <Line type="stepAfter" dataKey="requests" name="Access requests" stroke="#2a7f62" strokeWidth={2} dot={series.length < 3} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="visually-hidden">
        {series
          .map(
            (point) =>
              `${formatStatsDay(point.date, 'full')}: ${point.views} viewers, ${point.watchers} watchers, ${point.requests} access requests`,
          )
          .join('; ')}
      </figcaption>
    </figure>
  );
}
