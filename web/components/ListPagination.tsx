import Pagination from 'react-bootstrap/Pagination';
import type { PaginationMeta } from '../../contracts/common/common';

/** The pages shown around the current one: at most `size`, the current in the middle where it can be. */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const count = Math.min(size, Math.max(last, 1));
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

interface ListPaginationProps {
  meta: PaginationMeta;
  onPage: (page: number) => void;
  /** What the list counts, singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
}

/** "Showing 26–50 of 312 users" and the pages around the current one, under any paged list of docs/api.md "Calls". */
export function ListPagination({ meta, onPage, noun: [one, many] }: ListPaginationProps) {
  const { current_page: current, last_page: last, per_page: perPage, total } = meta;
  const first = total === 0 ? 0 : Math.min((current - 1) * perPage + 1, total);
  const end = Math.min(current * perPage, total);
  const title = many.charAt(0).toUpperCase() + many.slice(1);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {total === 0 ? `No ${many}` : `Showing ${first}–${end} of ${total} ${total === 1 ? one : many}`}
      </p>
      {last > 1 ? (
        <nav aria-label={`${title} pages`}>
          <Pagination size="sm" className="mb-0">
            <Pagination.First onClick={() => onPage(1)} disabled={current <= 1} aria-label="First page" />
            <Pagination.Prev onClick={() => onPage(current - 1)} disabled={current <= 1} aria-label="Previous page" />
            {pageWindow(current, last).map((page) => (
              <Pagination.Item key={page} active={page === current} onClick={() => onPage(page)} aria-label={`Page ${page}`}>
                {page}
              </Pagination.Item>
            ))}
            <Pagination.Next onClick={() => onPage(current + 1)} disabled={current >= last} aria-label="Next page" />
            <Pagination.Last onClick={() => onPage(last)} disabled={current >= last} aria-label="Last page" />
          </Pagination>
        </nav>
      ) : null}
    </div>
  );
}
