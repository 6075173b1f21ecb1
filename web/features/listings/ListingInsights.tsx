import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { formatDateTime } from '../../lib/dates';
import { fetchDataRoomLog, fetchListingStats, listingKeys } from './listingsApi';
import { StatsChart } from './StatsChart';

/** Views, watchers and access requests over time, and the data-room log: who downloaded which file when. */
export function ListingInsights({ id, title }: { id: number; title: string }) {
  const stats = useQuery({ queryKey: listingKeys.stats(id), queryFn: ({ signal }) => fetchListingStats(id, signal) });
  const log = useQuery({ queryKey: listingKeys.log(id), queryFn: ({ signal }) => fetchDataRoomLog(id, signal) });
  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-label={`Figures for ${title}`}>
        <h3 className="h6">Views, watchers and access</h3>
        {stats.isPending ? (
          <LoadingSkeleton count={3} label="Loading the figures…" />
        ) : stats.isError ? (
          <ErrorState onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <>
            <dl className="row row-cols-2 row-cols-sm-5 small g-2 mb-2">
              {[
                ['Unique viewers', stats.data.total_unique_viewers],
                ['Watching now', stats.data.watchers],
                ['Access requests', stats.data.access_requests.reduce((sum, day) => sum + day.count, 0)],
                ['With access', stats.data.access_grants.reduce((sum, day) => sum + day.count, 0)],
                ['Downloads', stats.data.downloads],
              ].map(([label, value]) => (
                <div key={label} className="col">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd className="fs-5 fw-semibold mb-0">{value}</dd>
                </div>
              ))}
            </dl>
            <StatsChart stats={stats.data} title={title} />
          </>
        )}
      </section>
      <section className="col-lg-5" aria-label={`Data-room log for ${title}`}>
        <h3 className="h6">Data-room log</h3>
        {log.isPending ? (
          <LoadingSkeleton variant="rows" count={3} label="Loading the data-room log…" />
        ) : log.isError ? (
          <ErrorState onRetry={() => void log.refetch()} retrying={log.isFetching} />
        ) : log.data.data.length === 0 ? (
          <p className="text-body-secondary small">No one has downloaded a file yet.</p>
        ) : (
          <div className="table-responsive" style={{ maxHeight: 260 }}>
            <table className="table table-sm small mb-0">
              <thead>
                <tr>
                  <th scope="col">Who</th>
                  <th scope="col">File</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.user ? `${entry.user.name}${entry.user.is_staff ? ' (staff)' : ''}` : 'Former member'}</td>
                    <td className="text-break">
                      {entry.filename}
                      {entry.stamped ? (
                        <span className="badge rounded-pill text-bg-light border ms-2" title="The buyer got a copy stamped with their name">
                          stamped copy
                        </span>
                      ) : null}
                    </td>
                    <td className="text-nowrap">{formatDateTime(entry.downloaded_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
