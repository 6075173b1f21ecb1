// Mixed load (issue #16): signed-in members browsing and filtering listings, opening details, reading their watch
// list, chats and notifications, sending and reading messages, and a login a second, replayed at a fixed rate (open
// loop: requests are sent on schedule whether or not earlier ones have answered).
//   1. The peak: the rate is stepped up until a step has an error, falls behind its schedule or its p99 passes 1 s;
//      the peak is the last clean step.
//   2. 60 s at 70 % of the peak on one instance: errors (must be 0) and p99 per call.
//   3. The same on two instances sharing one PostgreSQL (the second started with DATABASE_URL and the same secret),
//      requests alternating between them, each member's socket on one of the two: every message's notification must
//      reach its recipient, across instances for half of them.
// The app runs as `npm start` runs it, at its default limits: the load is spread over enough members that none
// exceeds the per-session budget. Users, sessions and listings are made with SQL; matches through the API.
//
//   node --import tsx bench/mixed-load.mjs [--pairs 80] [--step-seconds 5] [--steady-seconds 60] [--max-seconds 900]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseUrl } from './bench-members.mjs';
import { runGuard, sleep, startBenchApp } from './loopback.mjs';
import { loadAverage, machineLoad } from './machine-load.mjs';
import { findPeak, setUp, steadyRun } from './mixed-load-replay.mjs';

const { values: flags } = parseArgs({
  options: {
    pairs: { type: 'string', default: '80' },
    'step-seconds': { type: 'string', default: '5' },
    'steady-seconds': { type: 'string', default: '60' },
    'max-seconds': { type: 'string', default: '900' },
  },
});
const PAIRS = Number(flags.pairs);
const STEP_SECONDS = Number(flags['step-seconds']);
const STEADY_SECONDS = Number(flags['steady-seconds']);
const { cleanups, cleanup, fail } = runGuard('mixed-load', Number(flags['max-seconds']));

async function main() {
  const loadBefore = loadAverage();
  const a = await startBenchApp(cleanups, { name: 'mixed-a', args: ['scripts/start.mjs'], quiet: true });
  const sessionSecret = readFileSync(path.join(a.dataDir, 'session-secret'), 'utf8').trim();
  const world = await setUp(a.baseUrl, { sessionSecret, databaseUrl: databaseUrl(a.dataDir), pairs: PAIRS });

  // 1. The peak, on one instance.
  const { peak, steps } = await findPeak(world, [a.baseUrl], STEP_SECONDS);
  const steadyRate = Math.round(0.7 * peak);
  await sleep(3000);

  // 2. One instance at 70 % of the peak.
  const one = await steadyRun(world, [a.baseUrl], steadyRate, STEADY_SECONDS);

  // 3. Two instances on the same PostgreSQL, requests alternating.
  const b = await startBenchApp(cleanups, {
    name: 'mixed-b',
    args: ['scripts/start.mjs'],
    quiet: true,
    env: { DATABASE_URL: databaseUrl(a.dataDir), SESSION_SECRET: world.sessionSecret },
  });
  await sleep(2000);
  const two = await steadyRun(world, [a.baseUrl, b.baseUrl], steadyRate, STEADY_SECONDS);

  const result = {
    measured_at: new Date().toISOString(),
    ...machineLoad(loadBefore),
    members: world.members.length,
    listings: world.listingIds.length,
    peak_search: steps,
    peak_rate: peak,
    steady_rate: steadyRate,
    steady_seconds: STEADY_SECONDS,
    one_instance: one,
    two_instances: two,
    target: '0 errors at 70 % of the peak for 60 s on one and on two instances; every notification delivered',
  };
  result.pass = [one, two].every((run) => run.errors === 0 && run.notifications.delivered === run.notifications.expected);
  console.log(JSON.stringify(result, null, 2));
  await cleanup();
  process.exit(result.pass ? 0 : 2);
}

main().catch(fail);
