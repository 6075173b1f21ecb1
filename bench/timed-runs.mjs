// One operation timed run after run, for the benches that measure a single render or transform (offers, stamping).

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Milliseconds to one decimal. */
export const round = (value) => Math.round(value * 10) / 10;

/**
 * Awaits `work()` `runs` times one after another: `{ last, wall_ms: { p50, p95, max }, cpu_ms: { p50, max } }`, where
 * CPU time is user + system per run and `last` is the last run's result.
 */
export async function timedRuns(runs, work) {
  const wall = [];
  const cpu = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    last = await work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    last,
    wall_ms: { p50: round(percentile(wall, 50)), p95: round(percentile(wall, 95)), max: round(wall.at(-1)) },
    cpu_ms: { p50: round(percentile(cpu, 50)), max: round(cpu.at(-1)) },
  };
}
