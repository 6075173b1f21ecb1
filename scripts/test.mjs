// `npm test`: installs what the tests need (Debian's Chromium when missing), then typecheck, lint, unit + API
// tests, and the Playwright journeys; ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
function sh(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  if (sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']) !== 0) process.exit(1);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const failures = [];
if (sh('npm', ['run', 'typecheck']) !== 0) failures.push('typecheck');
if (sh('npm', ['run', 'lint']) !== 0) failures.push('lint');
const unit = sh('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
if (unit !== 0) failures.push('unit and API tests');
if (sh('npm', ['run', 'build']) !== 0) failures.push('build');
const e2e = sh('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json' });
if (e2e !== 0) failures.push('end-to-end tests');

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const report = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // Vitest can stop before any file on a configuration error and still exit 0.
  if (unit === 0 && (!report.success || report.numTotalTests === 0)) failures.push('unit and API tests (the run did not complete)');
} catch {
  failed += 1;
}
try {
  const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
} catch {
  failed += 1;
}
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
