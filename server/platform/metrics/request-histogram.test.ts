import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram';

describe('RequestHistogram', () => {
  it('writes cumulative buckets, +Inf, sum and count per route, method and status in the text format', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram('t_duration_seconds', 'Test durations.', [0.01, 0.1], registry);
    histogram.observe('/api/a/:id', 'GET', 200, 0.0078125);
    histogram.observe('/api/a/:id', 'GET', 200, 0.0625);
    histogram.observe('/api/a/:id', 'GET', 200, 0.5);
    histogram.observe('/api/a/:id', 'GET', 404, 0.1);

    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_duration_seconds histogram');
    const ok = 'route="/api/a/:id",method="GET",status="200"';
    expect(text).toContain(`t_duration_seconds_bucket{le="0.01",${ok}} 1`);
    expect(text).toContain(`t_duration_seconds_bucket{le="0.1",${ok}} 2`);
    expect(text).toContain(`t_duration_seconds_bucket{le="+Inf",${ok}} 3`);
    expect(text).toContain(`t_duration_seconds_sum{${ok}} 0.5703125`);
    expect(text).toContain(`t_duration_seconds_count{${ok}} 3`);
    // A bound is inclusive, as Prometheus's `le` says.
    expect(text).toContain('t_duration_seconds_bucket{le="0.1",route="/api/a/:id",method="GET",status="404"} 1');
  });

  it('keeps a series per route, method and status, however they interleave', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram('t3_seconds', 'Test.', [1], registry);
    for (const [route, method, status] of [
      ['/a', 'GET', 200],
      ['/a', 'POST', 200],
      ['/b', 'GET', 200],
      ['/a', 'GET', 200],
      ['/a', 'POST', 422],
    ] as const)
      histogram.observe(route, method, status, 0.5);
    const text = await registry.metrics();
    expect(text).toContain('t3_seconds_count{route="/a",method="GET",status="200"} 2');
    expect(text).toContain('t3_seconds_count{route="/a",method="POST",status="200"} 1');
    expect(text).toContain('t3_seconds_count{route="/a",method="POST",status="422"} 1');
    expect(text).toContain('t3_seconds_count{route="/b",method="GET",status="200"} 1');
    expect(text.match(/t3_seconds_count/g)).toHaveLength(4);
  });

  it('starts again from nothing when reset', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram('t2_seconds', 'Test.', [1], registry);
    histogram.observe('/x', 'GET', 200, 0.2);
    histogram.reset();
    expect(await registry.metrics()).not.toContain('t2_seconds_count');
  });
});
