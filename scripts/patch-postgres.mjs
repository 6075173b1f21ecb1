// Applies patches/postgres+<version>.patch to postgres.js in node_modules (run by `postinstall`; idempotent). The patch is
// a unified diff against the exact version package.json pins; the install fails if the installed version or the code
// the patch changes differs, so an upgrade is looked at, not silently left unpatched.
//
// Upstream bug (porsager/postgres#1154, #1208; fixes proposed in #1168, #1209, not released): a small write is sent on
// a setImmediate; when the connection closes first, the teardown cancels the immediate without forgetting it, so
// 1. a write still scheduled runs on a null socket and throws from the immediate, which kills the process, and
// 2. the connection, reused for the next socket, never schedules a write again: its queries hang.
// Issue #16 measured both when PostgreSQL was killed under load (hangs, and a crashed test run).
//
// Second bug (porsager/postgres#917, #499; fix proposed in #1016, not released): `copy … to stdout` pauses the socket
// when the readable's buffer is full; when CopyDone came in the same packet, the stream ends without ever reading
// again, so the socket stays paused and the connection's next answer (CommandComplete, ReadyForQuery) is never read:
// `npm run backup` hung after one table. CopyDone now resumes the socket.
//
// Third (porsager/postgres#1173, open): when the server refuses the rows of a `copy … from stdin` after the stream
// ended, the writable's final callback is never called, so a restore of bad rows hung instead of failing. An error
// now fails that callback.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies.postgres;
const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/postgres/package.json'), 'utf8')).version;
const patchFile = path.join(root, 'patches', `postgres+${pinned}.patch`);

function fail(message) {
  throw new Error(`scripts/patch-postgres.mjs: ${message}`);
}

if (installed !== pinned) fail(`node_modules has postgres ${installed}, but package.json pins ${pinned}; run npm ci.`);

/** The diff's files, each with its hunks as the text before and after (context lines belong to both). */
function parse(diff) {
  const files = [];
  let hunk = null;
  for (const line of diff.split('\n')) {
    if (line.startsWith('--- ')) continue;
    if (line.startsWith('+++ ')) {
      files.push({ file: line.slice(4).replace(/^b\//, ''), hunks: [] });
    } else if (line.startsWith('@@ ')) {
      hunk = { before: [], after: [] };
      files.at(-1).hunks.push(hunk);
    } else if (hunk && line.startsWith(' ')) {
      hunk.before.push(line.slice(1));
      hunk.after.push(line.slice(1));
    } else if (hunk && line.startsWith('-')) {
      hunk.before.push(line.slice(1));
    } else if (hunk && line.startsWith('+')) {
      hunk.after.push(line.slice(1));
    }
  }
  return files.map(({ file, hunks }) => ({
    file,
    hunks: hunks.map(({ before, after }) => ({ before: before.join('\n') + '\n', after: after.join('\n') + '\n' })),
  }));
}

const occurrences = (text, part) => text.split(part).length - 1;

for (const { file, hunks } of parse(readFileSync(patchFile, 'utf8'))) {
  const target = path.join(root, 'node_modules/postgres', file);
  const text = readFileSync(target, 'utf8');
  if (hunks.every((hunk) => occurrences(text, hunk.after) === 1 && occurrences(text, hunk.before) === 0)) continue; // patched already
  let patched = text;
  for (const hunk of hunks) {
    if (occurrences(patched, hunk.before) !== 1)
      fail(`${file} is not the code ${path.relative(root, patchFile)} expects; check the upstream fix and drop or update the patch.`);
    patched = patched.replace(hunk.before, () => hunk.after);
  }
  writeFileSync(target, patched);
}
