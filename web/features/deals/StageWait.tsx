import type { Deal } from '../../../contracts/deals/deals';
import { waitingToLeave } from './dealLabels';

/** Under the deal page's stage select: what the deal waits for before it may move on (issue #34), if anything. */
export function StageWait({ deal, staff }: { deal: Deal; staff: boolean }) {
  const wait = waitingToLeave(deal);
  if (!wait) return null;
  return (
    <p className="deal-stage-wait small mt-2 mb-0" data-testid="deal-stage-wait">
      <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
      <span className="fw-semibold">Before the deal moves on:</span> {wait}
      {staff ? (
        <span className="d-block text-body-secondary">Staff may move it on all the same, with a reason kept in the history.</span>
      ) : null}
    </p>
  );
}
