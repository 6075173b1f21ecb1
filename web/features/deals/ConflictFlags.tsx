/**
 * Staff only: the comparisons of a deal's conflict check in which a list hit implausibly often (issue #29), in counts.
 * Lexchange never shows staff a name from either list.
 */
import type { ConflictFlag } from '../../../contracts/deals/deals';
import { formatDateTime } from '../../lib/dates';

const share = (list: ConflictFlag['buyer']) => (list.names ? Math.round((list.hits / list.names) * 100) : 0);
const listLine = (who: string, list: ConflictFlag['buyer']) =>
  `${who}: ${list.hits.toLocaleString()} of ${list.names.toLocaleString()} names hit (${share(list)} %)`;

export function ConflictFlags({ flags }: { flags: ConflictFlag[] }) {
  return (
    <div className="alert alert-warning" role="status">
      <p className="fw-semibold mb-1">
        <i className="bi bi-flag-fill me-2" aria-hidden="true" />
        Implausible share of hits
      </p>
      <p className="small mb-2">
        More than half of a list of 20 or more names hit the other side’s. Honest practices share a few parties; a list like this may have
        been built from the other side’s names. Counts only — staff never see the names.
      </p>
      <ul className="small mb-0 ps-3">
        {flags.map((flag) => (
          <li key={flag.compared_at}>
            Compared {formatDateTime(flag.compared_at)} — {listLine('buyer', flag.buyer)}; {listLine('seller', flag.seller)}
          </li>
        ))}
      </ul>
    </div>
  );
}
