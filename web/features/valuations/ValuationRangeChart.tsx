/** Each method's range, the estimate and (when there is one) the expert's range on one dollar axis. */
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact } from '../../../contracts/format/compact';
import { formatMoney } from '../../../contracts/format/currency';
import type { ValuationEstimate } from '../../../contracts/valuations/estimate';

export interface RangeRow {
  name: string;
  low: number;
  high: number;
  value: number;
}

export function rangeRows(estimate: ValuationEstimate, final?: { low: number; mid: number; high: number } | null): RangeRow[] {
  const rows: RangeRow[] = estimate.methods.map((method) => ({
    name: method.label,
    low: method.low,
    high: method.high,
    value: method.value,
  }));
  if (estimate.pipeline.value > 0)
    rows.push({ name: 'Case pipeline', low: 0, high: estimate.pipeline.value, value: estimate.pipeline.value });
  rows.push({ name: 'Estimate', low: estimate.low, high: estimate.high, value: estimate.mid });
  if (final) rows.push({ name: 'Expert valuation', low: final.low, high: final.high, value: final.mid });
  return rows;
}

const COLORS: Record<string, string> = { Estimate: '#1d3557', 'Expert valuation': '#c77d1a', 'Case pipeline': '#7fa99b' };

export function ValuationRangeChart({
  estimate,
  final,
}: {
  estimate: ValuationEstimate;
  final?: { low: number; mid: number; high: number } | null;
}) {
  const rows = rangeRows(estimate, final);
  const data = rows.map((row) => ({ ...row, base: row.low, span: Math.max(row.high - row.low, 0) }));
  return (
    <figure className="mb-0" aria-label="The range of each method and the result">
      <div style={{ width: '100%', height: 56 + rows.length * 40 }}>
        <ResponsiveContainer>
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }} barCategoryGap={10}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="#e3e7ee" />
            <XAxis
              type="number"
              tickFormatter={(value: number) => `$${formatCompact(value)}`}
              tick={{ fontSize: 11 }}
              domain={[0, 'auto']}
            />
            <YAxis type="category" dataKey="name" width={112} tick={{ fontSize: 12 }} />
            <Tooltip
              cursor={{ fill: 'rgba(29,53,87,0.05)' }}
              // Recharts colours a tooltip's text like its bar; the light method bars would then fail contrast (2.4:1).
              itemStyle={{ color: '#1d3557' }}
              formatter={(_value, _name, item) => {
                const row = item.payload as RangeRow;
                return [`${formatMoney(row.low)} – ${formatMoney(row.high)} (value ${formatMoney(row.value)})`, 'Range'];
              }}
            />
            <Bar dataKey="base" stackId="range" fill="transparent" isAnimationActive={false} />
            <Bar dataKey="span" stackId="range" isAnimationActive={false} radius={4} fill="#8fa8cf">
              {data.map((row) => (
                <Cell key={row.name} fill={COLORS[row.name] ?? '#8fa8cf'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {estimate.pipeline.value > 0 ? (
        <p className="small text-body-secondary mb-2">
          The estimate is the two methods reconciled, plus the open contingency cases valued apart.
        </p>
      ) : null}
      <figcaption className="visually-hidden">
        {rows.map((row) => `${row.name}: ${formatMoney(row.low)} to ${formatMoney(row.high)}, value ${formatMoney(row.value)}`).join('; ')}
      </figcaption>
    </figure>
  );
}
