// How busy the machine was around a comparison: a ratio measured while other work ran measures the sharing of cores,
// not the code. Every bench that prints a ratio prints this beside it (issue #18).
import os from 'node:os';

const round = (value) => Math.round(value * 100) / 100;

/** The 1, 5 and 15 minute load averages now. */
export const loadAverage = () => os.loadavg().map(round);

/**
 * `{ load_average_before, load_average_after, cores, machine }`: `machine` is "loaded" when the 1-minute load average
 * before or after exceeded the number of cores, else "quiet".
 */
export function machineLoad(before, after = loadAverage()) {
  const cores = os.availableParallelism();
  const loaded = before[0] > cores || after[0] > cores;
  return { load_average_before: before, load_average_after: after, cores, machine: loaded ? 'loaded' : 'quiet' };
}
