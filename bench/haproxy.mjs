// Two instances behind HAProxy (issue #36): the mixed load's members (mixed-load-replay.mjs) through Debian's HAProxy
// in front of two app processes on one PostgreSQL (scripts/two-instances.mjs), round robin, no stickiness, every
// member's socket through the proxy too.
//   1. The peak through the proxy (as mixed-load.mjs finds it), then 60 s at 70 % of it: 0 errors, every notification.
//   2. The same load while each instance in turn is restarted (SIGTERM: not-ready, HAProxy takes it out, drain, exit;
//      started again, ready, back in): 0 failed requests; every message the app acknowledged (201) is in the database
//      afterwards; sockets closed by the draining instance reconnect by themselves (as pusher-js does).
//   3. The same load while one instance is killed with SIGKILL: how many requests fail, and that every one of them
//      was sent before the kill (in flight on the killed instance); acknowledged messages checked again.
//
//   node --import tsx bench/haproxy.mjs [--pairs 80] [--rate N (skips the peak search)] [--steady-seconds 60]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { freePort, round, runGuard, sleep } from './loopback.mjs';
import { loadAverage, machineLoad } from './machine-load.mjs';
import { connectSockets, findPeak, replay, setUp, steadyRun } from './mixed-load-replay.mjs';
import { rollingRestart, startTwoInstances } from '../scripts/two-instances.mjs';

const { values: flags } = parseArgs({
  options: {
    pairs: { type: 'string', default: '80' },
    rate: { type: 'string' },
    'step-seconds': { type: 'string', default: '5' },
    'steady-seconds': { type: 'string', default: '60' },
    'restart-seconds': { type: 'string', default: '45' },
    'kill-seconds': { type: 'string', default: '20' },
    'max-seconds': { type: 'string', default: '900' },
  },
});
const { cleanups, cleanup, fail } = runGuard('haproxy', Number(flags['max-seconds']));
const log = (line) => console.error(`[haproxy bench] ${line}`);

/** How many of `ids` (messages the app answered 201 for) are in the database. */
async function storedMessages(databaseUrl, ids) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select count(*)::int as stored from messages where id = any(${ids}::int[])`;
    return row.stored;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Failures counted by what answered: the app (its JSON message), HAProxy (its HTML page) or no answer at all. */
function errorsByKind(failures) {
  const counts = {};
  for (const { error } of failures) {
    const status = / (\d{3}) /.exec(error)?.[1];
    const kind = !status ? 'no answer' : error.includes('<html>') ? `${status} from HAProxy` : `${status} from the app`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** A replay at `rate` for `seconds` with `during` run after `delayMs`; sockets (reconnecting) open throughout. */
async function replayWith(world, base, rate, seconds, delayMs, during) {
  const expected = new Map();
  world.sent = (sender) => expected.set(sender.counterpart.id, (expected.get(sender.counterpart.id) ?? 0) + 1);
  const sockets = await connectSockets(world, [base], { reconnect: true });
  const replaying = replay(world, [base], rate, seconds);
  const startedAt = performance.now();
  await sleep(delayMs);
  const action = await during();
  const actionEndedS = round((performance.now() - startedAt) / 1000);
  const result = await replaying;
  const delivered = () => [...expected].reduce((sum, [id, count]) => sum + Math.min(count, sockets.received.get(id) ?? 0), 0);
  const total = [...expected.values()].reduce((a, b) => a + b, 0);
  for (let waited = 0; waited < 10_000 && (delivered() < total || sockets.connected() < world.members.length); waited += 250) {
    await sleep(250);
  }
  const figures = {
    ...action,
    action_ended_at_s: actionEndedS,
    connected_sockets_at_end: sockets.connected(),
    socket_reconnects: sockets.reconnects(),
    notifications: { expected: total, delivered: delivered() },
  };
  sockets.close();
  world.sent = () => {};
  return { result, figures };
}

async function main() {
  const loadBefore = loadAverage();
  const cluster = await startTwoInstances({ port: await freePort(), log });
  cleanups.push(() => cluster.stop());
  const base = cluster.baseUrl;
  const sessionSecret = readFileSync(path.join(cluster.dataDir, 'session-secret'), 'utf8').trim();
  const world = await setUp(base, { sessionSecret, databaseUrl: cluster.databaseUrl, pairs: Number(flags.pairs) });
  log(`${world.members.length} members ready`);

  // 1. Peak and steady load through the proxy.
  let peak = Number(flags.rate ?? 0) / 0.7;
  let steps = [];
  if (!flags.rate) ({ peak, steps } = await findPeak(world, [base], Number(flags['step-seconds'])));
  const rate = Math.round(0.7 * peak);
  log(`peak ${peak} req/s; steady at ${rate}`);
  await sleep(3000);
  const steady = await steadyRun(world, [base], rate, Number(flags['steady-seconds']));
  log(`steady: ${steady.errors} errors, ${steady.notifications.delivered}/${steady.notifications.expected} notifications`);

  // 2. Rolling restart under the same load.
  const rolling = await replayWith(world, base, rate, Number(flags['restart-seconds']), 5000, async () => ({
    restarts: await rollingRestart(cluster, log),
  }));
  const rollingStored = await storedMessages(cluster.databaseUrl, rolling.result.acknowledged);
  log(`rolling restart: ${rolling.result.errors} errors`);

  // 3. kill -9 of one instance under the same load (then started again, as a supervisor would).
  let killedAt = 0;
  let inFlightAtKill = 0;
  const killed = await replayWith(world, base, rate, Number(flags['kill-seconds']), 5000, async () => {
    inFlightAtKill = world.inFlight;
    killedAt = performance.now();
    await cluster.instances[0].kill();
    return { requests_in_flight_at_kill_both_instances: inFlightAtKill };
  });
  const killedStored = await storedMessages(cluster.databaseUrl, killed.result.acknowledged);
  const failuresSentAfterKill = killed.result.failures.filter((failure) => failure.sent_at > killedAt);
  await cluster.instances[0].start();

  const summaryOf = ({ result, figures }, stored) => ({
    achieved_rate: result.achieved_rate,
    errors: result.errors,
    error_samples: result.error_samples,
    errors_by_kind: errorsByKind(result.failures),
    p99_ms: result.p99_ms,
    acknowledged_messages: result.acknowledged.length,
    acknowledged_messages_in_database: stored,
    ...figures,
  });
  const output = {
    measured_at: new Date().toISOString(),
    ...machineLoad(loadBefore),
    members: world.members.length,
    peak_search: steps,
    peak_rate: peak,
    rate,
    steady,
    rolling_restart: summaryOf(rolling, rollingStored),
    kill_9: {
      ...summaryOf(killed, killedStored),
      failed_requests_sent_after_the_kill: failuresSentAfterKill.length,
      failures_answered_ms_after_the_kill: killed.result.failures.map((failure) => round(failure.answered_at - killedAt)),
    },
    target:
      '60 s at 70 % of the peak: 0 errors, every notification; rolling restart: 0 failed, 0 lost acknowledged writes, ' +
      'sockets back; kill -9: only requests in flight on the killed instance fail',
  };
  output.pass =
    steady.errors === 0 &&
    steady.notifications.delivered === steady.notifications.expected &&
    rolling.result.errors === 0 &&
    rollingStored === rolling.result.acknowledged.length &&
    rolling.figures.connected_sockets_at_end === world.members.length &&
    failuresSentAfterKill.length === 0 &&
    killedStored === killed.result.acknowledged.length;
  console.log(JSON.stringify(output, null, 2));
  await cleanup();
  process.exit(output.pass ? 0 : 2);
}

main().catch(fail);
