/** The market cell beside a valuation's methods: from its answers (first practice area, state, latest revenue). */
import { revenueBandOf } from '../../../contracts/listings/constants';
import { MarketComparable } from './MarketComparable';

export function ValuationComparable({ inputs: answers, className = 'mt-3' }: { inputs: object; className?: string }) {
  const inputs = answers as Record<string, unknown>;
  const areas = Array.isArray(inputs.practice_areas) ? (inputs.practice_areas as string[]) : [];
  const revenues = Array.isArray(inputs.gross_revenues) ? (inputs.gross_revenues as (number | null)[]) : [];
  const revenue = typeof revenues[0] === 'number' ? revenues[0] : null;
  return (
    <MarketComparable
      practiceArea={areas[0]}
      state={typeof inputs.state === 'string' ? inputs.state : null}
      revenueBand={revenueBandOf(revenue)}
      className={className}
    />
  );
}
