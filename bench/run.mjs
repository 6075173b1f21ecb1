// `npm run bench`: runs every benchmark in turn and prints their JSON figures. Each is bounded in time and
// talks only to servers it starts on loopback. Copy the figures into bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  ['overhead', ['bench/overhead.mjs']],
  ['startup', ['bench/startup.mjs']],
  ['bundle-size', ['bench/bundle-size.mjs']],
  ['login', ['--import', 'tsx', 'bench/login.mjs']],
  ['realtime-fanout', ['--import', 'tsx', 'bench/realtime-fanout.mjs']],
  ['message-latency', ['--import', 'tsx', 'bench/message-latency.mjs']],
  ['listings-query', ['--import', 'tsx', 'bench/listings-query.mjs']],
  ['deals', ['--import', 'tsx', 'bench/deals.mjs']],
  ['expert-slots', ['--import', 'tsx', 'bench/expert-slots.mjs']],
  ['valuations', ['--import', 'tsx', 'bench/valuations.mjs']],
  ['identifying-details', ['bench/identifying-details.mjs']],
  ['stamping', ['--import', 'tsx', 'bench/stamping.mjs']],
  ['offers', ['--import', 'tsx', 'bench/offers.mjs']],
  ['documents', ['--import', 'tsx', 'bench/documents.mjs']],
  ['market', ['--import', 'tsx', 'bench/market.mjs']],
  ['mixed-load', ['--import', 'tsx', 'bench/mixed-load.mjs']],
  ['haproxy', ['--import', 'tsx', 'bench/haproxy.mjs']],
  ['lighthouse', ['--import', 'tsx', 'bench/lighthouse.mjs']],
];
const only = process.argv.slice(2);
if (!existsSync('dist/web/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
let failed = 0;
for (const [name, args] of benches) {
  if (only.length && !only.includes(name)) continue;
  const script = args.find((arg) => arg.startsWith('bench/'));
  if (!existsSync(script)) continue;
  console.log(`\n## ${name}`);
  const result = spawnSync('node', args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
