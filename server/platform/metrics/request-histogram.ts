import type { Registry } from 'prom-client';

interface Series {
  labels: { route: string; method: string; status: string };
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram labelled by route template, method and status, made for the request path: an observation
 * costs three map lookups, a short scan of the bounds and three additions. prom-client's own histogram validates and
 * hashes the labels on every observation, even through a kept child, which on a tiny route was a measurable part of
 * each request (issue #36). The text format is written by prom-client's registry from what `get()` answers at scrape.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    // Maps nested by route, method and status: the route template and the method are the same string objects on every
    // request (their hashes cached), where one `${method} ${status} ${route}` key was a new string hashed each time.
    let methods = this.series.get(route);
    if (methods === undefined) this.series.set(route, (methods = new Map()));
    let statuses = methods.get(method);
    if (statuses === undefined) methods.set(method, (statuses = new Map()));
    let series = statuses.get(status);
    if (series === undefined) {
      series = { labels: { route, method, status: String(status) }, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      statuses.set(status, series);
    }
    let slot = 0;
    while (slot < this.bounds.length && seconds > this.bounds[slot]!) slot += 1;
    series.buckets[slot]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  private *allSeries(): Generator<Series> {
    for (const methods of this.series.values()) for (const statuses of methods.values()) yield* statuses.values();
  }

  /** The samples in prom-client's shape: cumulative buckets with `le`, then `_sum` and `_count`, per series. */
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, buckets, sum, count } of this.allSeries()) {
      let cumulative = 0;
      this.bounds.forEach((bound, slot) => {
        cumulative += buckets[slot]!;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' as const };
  }

  reset(): void {
    this.series.clear();
  }
}
