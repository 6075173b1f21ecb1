// A closed loop of `clients` callers, each calling `run(i)` again as soon as it answers, for `seconds`: requests per
// second and the nearest-rank p50 / p99 latency in ms.
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export async function closedLoop({ clients, seconds, run }) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run(i++);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests_per_second: Math.round(latencies.length / seconds),
    p50_ms: +percentile(latencies, 50).toFixed(2),
    p99_ms: +percentile(latencies, 99).toFixed(2),
  };
}
