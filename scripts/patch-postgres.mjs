// Patches postgres.js 3.4.9's write scheduler (run by `postinstall`; idempotent; fails the install if the code it
// patches changed, so an upgrade is looked at, not silently left unpatched).
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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* lexchange: nextWrite guarded */';
const COPY_MARK = '/* lexchange: CopyDone resumes */';
const COPY_IN_MARK = '/* lexchange: a failed copy-in ends its writable */';
const edits = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) return (chunk = nextWriteTimer = null, false)\n    const x = socket.write(chunk, fn)`,
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  ],
  [
    "    clearImmediate(nextWriteTimer)\n    socket.removeListener('data', data)",
    "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener('data', data)",
  ],
  [
    '  function CopyDone() {\n    stream && stream.push(null)\n    stream = null\n  }',
    `  function CopyDone() {\n    ${COPY_MARK}\n    stream && stream.push(null)\n    stream = null\n    socket.resume()\n  }`,
  ],
  [
    '  function errored(err) {\n    stream && (stream.destroy(err), stream = null)\n',
    `  function errored(err) {\n    ${COPY_IN_MARK}\n    final && (final(err), final = null)\n    stream && (stream.destroy(err), stream = null)\n`,
  ],
];

for (const relative of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const file = path.join(root, 'node_modules/postgres', relative);
  if (!existsSync(file)) continue;
  let text = readFileSync(file, 'utf8');
  const before = text;
  for (const [from, to] of edits) {
    if (text.includes(to)) continue; // patched already
    if (!text.includes(from))
      throw new Error(
        `scripts/patch-postgres.mjs: ${relative} no longer has the code it patches; check the upstream fix and drop or update this patch.`,
      );
    text = text.replace(from, to);
  }
  if (text !== before) writeFileSync(file, text);
}
