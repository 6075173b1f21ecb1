/**
 * Collected and paid per month as a small bar chart (SVG, no library): two bars a month, the scale from the largest
 * figure. Screen readers get the same figures as a list.
 */
import type { Earnout } from '../../../contracts/earnout/earnout';
import { formatMoney } from '../../../contracts/format/currency';
import { shortMonth } from './earnoutApi';

const HEIGHT = 120;
const COLLECTED = '#1d3557';
const PAID = '#2a7f62';

export function EarnoutChart({ earnout }: { earnout: Earnout }) {
  const shown = earnout.periods.filter((period) => period.collected !== null);
  if (shown.length === 0) return <p className="text-body-secondary small mb-0">The chart fills in as months are reported.</p>;
  const max = Math.max(1, ...shown.map((period) => period.collected ?? 0));
  const slot = 18;
  const width = shown.length * slot;
  return (
    <figure className="mb-0 earnout-chart">
      <div className="d-flex gap-3 small mb-1" aria-hidden="true">
        <span>
          <span className="earnout-chart__key" style={{ background: COLLECTED }} /> Collected
        </span>
        <span>
          <span className="earnout-chart__key" style={{ background: PAID }} /> Paid to the seller
        </span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 14}`}
        preserveAspectRatio="none"
        className="earnout-chart__svg"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#adb5bd" strokeWidth={0.5} />
        {shown.map((period, index) => {
          const collected = ((period.collected ?? 0) / max) * HEIGHT;
          const paid = period.status === 'paid' ? ((period.due ?? 0) / max) * HEIGHT : 0;
          const x = index * slot + 2;
          return (
            <g key={period.month}>
              <rect x={x} y={HEIGHT - collected} width={7} height={collected} fill={COLLECTED} />
              <rect x={x + 7} y={HEIGHT - paid} width={7} height={paid} fill={PAID} />
            </g>
          );
        })}
      </svg>
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{shortMonth(shown[0]!.month)}</span>
        {shown.length > 1 ? <span>{shortMonth(shown.at(-1)!.month)}</span> : null}
      </div>
      <figcaption className="visually-hidden">
        Collected and paid per month:{' '}
        {shown
          .map(
            (period) =>
              `${shortMonth(period.month)}: ${formatMoney(period.collected ?? 0)} collected, ${period.status === 'paid' ? `${formatMoney(period.due ?? 0)} paid` : 'not paid yet'}`,
          )
          .join('; ')}
      </figcaption>
    </figure>
  );
}
