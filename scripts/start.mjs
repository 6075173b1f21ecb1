// `npm start`: (re)builds the SPA and the server bundle when they are missing or older than their sources,
// then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

function stale(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newest(sources);
}

function run(script, what) {
  console.log(`Building ${what}…`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale('dist/web/index.html', ['web', 'contracts'])) run('build:web', 'the web app');
if (stale('dist/server/main.js', ['server', 'contracts'])) run('build:server', 'the server');
process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/main.js'));
