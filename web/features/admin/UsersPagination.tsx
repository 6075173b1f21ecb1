import Pagination from 'react-bootstrap/Pagination';
import type { PaginationMeta } from '../../../contracts/common';
import { pageWindow } from './usersQuery';

interface UsersPaginationProps {
  meta: PaginationMeta;
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 312" and the pages around the current one. */
export function UsersPagination({ meta, onPage }: UsersPaginationProps) {
  const { current_page: current, last_page: last, per_page: perPage, total } = meta;
  const first = total === 0 ? 0 : Math.min((current - 1) * perPage + 1, total);
  const end = Math.min(current * perPage, total);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {total === 0 ? 'No users' : `Showing ${first}–${end} of ${total} ${total === 1 ? 'user' : 'users'}`}
      </p>
      {last > 1 ? (
        <nav aria-label="Users pages">
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
