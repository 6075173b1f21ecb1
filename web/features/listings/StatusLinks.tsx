import { Link } from 'react-router';
import { LISTING_STATUSES } from '../../../contracts/listings/listings';
import { STATUS_LABELS } from './labels';

/** All / Draft / Pending review / Active / Disabled: one row that never wraps (it scrolls sideways if it must). */
export function StatusLinks({ current }: { current: string | null }) {
  return (
    <nav aria-label="Listings by status" className="mb-3">
      <ul className="nav nav-pills gap-1 flex-nowrap overflow-x-auto status-links">
        <li className="nav-item">
          <Link
            to="/my-seller-listings"
            className={`nav-link text-nowrap ${current === null ? 'active' : ''}`}
            aria-current={current === null ? 'page' : undefined}
          >
            All
          </Link>
        </li>
        {LISTING_STATUSES.map((status) => (
          <li key={status} className="nav-item">
            <Link
              to={`/listings/status/${status}`}
              className={`nav-link text-nowrap ${current === status ? 'active' : ''}`}
              aria-current={current === status ? 'page' : undefined}
            >
              {STATUS_LABELS[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
