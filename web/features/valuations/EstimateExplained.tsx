import type { ReactNode } from 'react';
import { formatMoney } from '../../../contracts/format/currency';
import type { ValuationEstimate } from '../../../contracts/valuations/estimate';
import { ValuationRangeChart } from './ValuationRangeChart';

export function KeyFigures({
  low,
  mid,
  high,
  midLabel = 'Estimated value',
}: {
  low: number;
  mid: number;
  high: number;
  midLabel?: string;
}) {
  return (
    <dl className="valuation-figures row g-2 text-center mb-3">
      <div className="col-4">
        <dt className="small text-body-secondary fw-normal">Low</dt>
        <dd className="valuation-figures__value mb-0">{formatMoney(low)}</dd>
      </div>
      <div className="col-4 valuation-figures__mid">
        <dt className="small text-body-secondary fw-normal">{midLabel}</dt>
        <dd className="valuation-figures__value valuation-figures__value--mid mb-0 text-primary">{formatMoney(mid)}</dd>
      </div>
      <div className="col-4">
        <dt className="small text-body-secondary fw-normal">High</dt>
        <dd className="valuation-figures__value mb-0">{formatMoney(high)}</dd>
      </div>
    </dl>
  );
}

function Lines({ title, lines }: { title: ReactNode; lines: string[] }) {
  return (
    <div className="mb-3">
      <h3 className="h6 mb-1">{title}</h3>
      <ul className="small mb-0 ps-3 valuation-lines">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function SensitivityTable({ estimate }: { estimate: ValuationEstimate }) {
  if (estimate.sensitivity.length === 0) return null;
  return (
    <table className="table table-sm small mb-0">
      <caption className="caption-top text-body fw-semibold pb-1">What moves the value most</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Change</th>
          <th scope="col">Effect on the value</th>
        </tr>
      </thead>
      <tbody>
        {estimate.sensitivity.map((row) => (
          <tr key={row.key}>
            <td>{row.change}</td>
            <td className={`text-end text-nowrap fw-semibold ${row.delta >= 0 ? 'text-success' : 'text-danger'}`}>
              {row.delta >= 0 ? '+' : '−'}
              {formatMoney(Math.abs(row.delta))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The method line by line in a lawyer's words: both methods, transferability, the pipeline and the reconciliation. */
export function MethodLines({ estimate }: { estimate: ValuationEstimate }) {
  return (
    <>
      {estimate.methods.map((method) => (
        <Lines key={method.key} title={method.label} lines={method.lines} />
      ))}
      {estimate.factors.length > 0 ? <Lines title="Transferability" lines={estimate.factors.map((factor) => factor.line)} /> : null}
      <Lines title="Contingency pipeline" lines={estimate.pipeline.lines} />
      <Lines title="How the methods were reconciled" lines={estimate.lines} />
    </>
  );
}

export function Disclaimer({ estimate }: { estimate: ValuationEstimate }) {
  return (
    <p className="small text-body-secondary mb-0">
      <i className="bi bi-info-circle me-1" aria-hidden="true" />
      {estimate.disclaimer}
    </p>
  );
}

/** The whole explained estimate: figures, chart, method, sensitivity and the disclaimer. */
export function EstimateExplained({
  estimate,
  final,
}: {
  estimate: ValuationEstimate;
  final?: { low: number; mid: number; high: number } | null;
}) {
  return (
    <>
      <KeyFigures low={estimate.low} mid={estimate.mid} high={estimate.high} />
      <ValuationRangeChart estimate={estimate} final={final} />
      <SensitivityTable estimate={estimate} />
      <details className="mt-3">
        <summary className="fw-semibold">How we reached this value</summary>
        <div className="mt-2">
          <MethodLines estimate={estimate} />
        </div>
      </details>
      <div className="mt-3">
        <Disclaimer estimate={estimate} />
      </div>
    </>
  );
}
