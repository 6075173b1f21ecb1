/** Price ÷ revenue by quarter of closing for one practice area (or all): the median, and the middle half as a band. */
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketQuarter } from '../../../contracts/market/market';
import { multiple, plural } from './marketText';

interface TrendPoint {
  quarter: string;
  sales: number;
  median: number | null;
  middle: [number, number] | null;
}

export const trendPoints = (quarters: MarketQuarter[]): TrendPoint[] =>
  quarters.map((quarter) => ({
    quarter: quarter.quarter,
    sales: quarter.sales,
    median: quarter.price_to_revenue?.median ?? null,
    middle: quarter.price_to_revenue ? [quarter.price_to_revenue.p25, quarter.price_to_revenue.p75] : null,
  }));

export function MarketTrendChart({ title, quarters }: { title: string; quarters: MarketQuarter[] }) {
  const points = trendPoints(quarters);
  const shown = points.filter((point) => point.median !== null);
  return (
    <figure className="market-trend mb-0" aria-label={`Price ÷ revenue by quarter: ${title}`}>
      <figcaption className="fw-semibold small mb-1">{title}</figcaption>
      {shown.length === 0 ? (
        <p className="small text-body-secondary mb-0">No quarter has enough sales yet to show a figure.</p>
      ) : (
        <div style={{ width: '100%', height: 180 }} aria-hidden="true">
          <ResponsiveContainer>
            <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -18 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e3e7ee" />
              <XAxis dataKey="quarter" tick={{ fontSize: 11 }} minTickGap={8} />
              <YAxis tick={{ fontSize: 11 }} tickFormatter={(value: number) => `${value}×`} domain={['auto', 'auto']} />
              <Tooltip
                formatter={(value, name) =>
                  name === 'Middle half' && Array.isArray(value)
                    ? [`${multiple(Number(value[0]))} – ${multiple(Number(value[1]))}`, name]
                    : [multiple(Number(value)), name]
                }
                labelFormatter={(label, payload) => {
                  const point = payload?.[0]?.payload as TrendPoint | undefined;
                  return point ? `${label}: ${plural(point.sales, 'sale')}` : String(label);
                }}
              />
              <Area
                type="linear"
                dataKey="middle"
                name="Middle half"
                stroke="none"
                fill="#8fa8cf"
                fillOpacity={0.35}
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="median"
                name="Median"
                stroke="#1d3557"
                strokeWidth={2}
                dot
                isAnimationActive={false}
                connectNulls={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
      <ul className="visually-hidden">
        {points.map((point) => (
          <li key={point.quarter}>
            {point.quarter}: {plural(point.sales, 'sale')}
            {point.median !== null ? `, median ${multiple(point.median)} revenue` : ', not enough sales to show a figure'}
          </li>
        ))}
      </ul>
    </figure>
  );
}
