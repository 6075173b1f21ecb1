// Shared by the entry points that run the bundled server (start, backup, restore): rebuild a bundle when it is
// missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes('.test.')) latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return latest;
}

export function stale(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newest(sources);
}

/**
 * Runs `npm run <script>` with its output kept in dist/<script>.log instead of the terminal: a newcomer's first start
 * shows one line per build and the time it took; a failed build shows the log's last lines and where the rest is.
 */
export function run(script, what) {
  process.stdout.write(`Building ${what}… `);
  const started = Date.now();
  const result = spawnSync('npm', ['run', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const logFile = path.join(root, 'dist', `${script.replace(/\W+/g, '-')}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  writeFileSync(logFile, output);
  if (result.status !== 0) {
    console.log('failed.');
    const tail = output.trimEnd().split('\n').slice(-30).join('\n');
    console.error(`${tail}\n\nBuilding ${what} failed; the whole output is in ${path.relative(process.cwd(), logFile)}.`);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Builds dist/server (main, backup, restore entry points) when stale and returns the path of `entry` in it. */
export function serverEntry(entry) {
  if (stale(`dist/server/${entry}`, ['server', 'contracts'])) run('build:server', 'the server');
  return path.join(root, 'dist/server', entry);
}
