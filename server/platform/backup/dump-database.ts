import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import type { BackupManifest } from './manifest';
import { listSequences, listTables, qualified, quoteIdent } from './catalog';

export type DatabaseDump = Pick<BackupManifest, 'postgresVersion' | 'migrations' | 'tables' | 'sequences'>;

/**
 * Writes every table of the app's schema into `dir` as `<table>.copy` (COPY text format) from one REPEATABLE READ,
 * READ ONLY transaction: every table comes from the same snapshot, and the app keeps writing meanwhile. Done here
 * rather than with pg_dump, which the embedded bundle lacks (and an older pg_dump refuses a newer server).
 */
export async function dumpDatabase(url: string, dir: string): Promise<DatabaseDump> {
  await mkdir(dir, { recursive: true });
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10, connection: { application_name: 'lexchange-backup' } });
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [server] = await tx<{ version: string }[]>`select current_setting('server_version') as version`;
      const [migrations] = await tx<{ count: number; last: string | null }[]>`
        select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`;
      const tables: DatabaseDump['tables'] = [];
      for (const table of await listTables(tx)) {
        const columns = table.columns.map(quoteIdent).join(', ');
        const counter = countLines();
        const source = await tx.unsafe(`copy ${qualified(table.name)} (${columns}) to stdout`).readable();
        await pipeline(source, counter.stream, createWriteStream(path.join(dir, `${table.name}.copy`)));
        tables.push({ name: table.name, columns: table.columns, rows: counter.lines() });
      }
      // Sequences are outside transactions: a value read now is at least the snapshot's, so restored ids never collide.
      const sequences: DatabaseDump['sequences'] = [];
      for (const name of await listSequences(tx)) {
        const [row] = await tx.unsafe<{ last_value: string; is_called: boolean }[]>(
          `select last_value::text, is_called from ${qualified(name)}`,
        );
        sequences.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
      }
      return {
        postgresVersion: server!.version,
        migrations: { count: migrations!.count, lastCreatedAt: migrations!.last === null ? null : Number(migrations!.last) },
        tables,
        sequences,
      };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A pass-through that counts newlines: in COPY text format each row is one line (newlines inside values are escaped). */
function countLines() {
  let lines = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      done(null, chunk);
    },
  });
  return { stream, lines: () => lines };
}
