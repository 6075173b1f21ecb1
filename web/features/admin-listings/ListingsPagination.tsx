import Pagination from 'react-bootstrap/Pagination';
import type { PaginationMeta } from '../../../contracts/common';

/** "Showing 26–50 of 312 listings" with previous and next pages. */
export function ListingsPagination({ meta, onPage, noun = ['listing', 'listings'] }: { meta: PaginationMeta; onPage: (page: number) => void; noun?: [string, string] }) {
  const { current_page: current, last_page: last, per_page: perPage, total } = meta;
  const first = total === 0 ? 0 : Math.min((current - 1) * perPage + 1, total);
  const end = Math.min(current * perPage, total);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {`Showing ${first}–${end} of ${total} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      {last > 1 ? (
        <nav aria-label={`${noun[1].charAt(0).toUpperCase()}${noun[1].slice(1)} pages`}>
          <Pagination size="sm" className="mb-0">
            <Pagination.Prev onClick={() => onPage(current - 1)} disabled={current <= 1} aria-label="Previous page" />
            <Pagination.Item active>{`${current} of ${last}`}</Pagination.Item>
            <Pagination.Next onClick={() => onPage(current + 1)} disabled={current >= last} aria-label="Next page" />
          </Pagination>
        </nav>
      ) : null}
    </div>
  );
}
