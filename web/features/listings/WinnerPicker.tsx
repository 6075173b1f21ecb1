import type { OpenDeal } from '../../../contracts/deals/deals';

interface WinnerPickerProps {
  deals: OpenDeal[];
  /** The chosen deal's id as a string, '' for none. */
  winner: string;
  onChange: (winner: string) => void;
  mayOverride: boolean;
  /** What the server said when it refused the chosen deal (its stages' work changed since the list was read). */
  refusedWaits: string[];
}

/**
 * "Who bought it?" in the disable dialog: the listing's open deals as radios. A deal whose stages' work is not done
 * cannot close as won (issue #34), so its radio is disabled with what it waits for beneath; staff may still choose it,
 * reading what they waive.
 */
export function WinnerPicker({ deals, winner, onChange, mayOverride, refusedWaits }: WinnerPickerProps) {
  return (
    <fieldset className="mt-3" aria-describedby="disable-winner-hint">
      <legend className="form-label fs-6 mb-1">Who bought it? (optional)</legend>
      <div id="disable-winner-hint" className="form-text mt-0 mb-2">
        A buyer’s deal closes as won once every stage’s work is done.
      </div>
      <div className="form-check">
        <input
          id="disable-winner-none"
          type="radio"
          name="winner"
          className="form-check-input"
          checked={winner === ''}
          onChange={() => onChange('')}
        />
        <label htmlFor="disable-winner-none" className="form-check-label">
          Not saying / none of these buyers
        </label>
      </div>
      {deals.map((deal) => {
        const value = String(deal.id);
        const waits = deal.pending_gates.flatMap((gate) => gate.waiting_for);
        const chosen = winner === value;
        const shown = chosen && refusedWaits.length ? refusedWaits : waits;
        const waitsId = `disable-winner-${deal.id}-waits`;
        return (
          <div key={deal.id} className="form-check mt-1">
            <input
              id={`disable-winner-${deal.id}`}
              type="radio"
              name="winner"
              className={`form-check-input ${chosen && refusedWaits.length ? 'is-invalid' : ''}`}
              checked={chosen}
              disabled={waits.length > 0 && !mayOverride}
              onChange={() => onChange(value)}
              aria-describedby={shown.length ? waitsId : undefined}
              aria-invalid={(chosen && refusedWaits.length > 0) || undefined}
            />
            <label htmlFor={`disable-winner-${deal.id}`} className="form-check-label">
              {deal.buyer ? `${deal.buyer.name} (${deal.buyer.unique_id})` : 'Former member'}
              <span className="text-body-secondary"> — {deal.stage.name}</span>
            </label>
            {shown.length ? (
              <div
                id={waitsId}
                className={`small ${chosen && refusedWaits.length ? 'text-danger' : 'text-body-secondary'}`}
                role={chosen && refusedWaits.length ? 'alert' : undefined}
              >
                {mayOverride ? 'Closing it as won waives what it still waits for:' : 'Cannot close as won yet:'}
                <ul className="mb-0 ps-3">
                  {shown.map((wait) => (
                    <li key={wait}>{wait}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
