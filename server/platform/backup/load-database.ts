import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { listForeignKeys, listTables, orderForLoading, qualified, quoteIdent } from './catalog';
import type { BackupManifest } from './manifest';
import { RestoreError } from './restore-error';

/**
 * Loads the archive's rows into a database migrated to the archive's level, in one transaction: the tables are
 * emptied (migrations may have written rows), filled with COPY FROM in foreign-key order, and the sequences set.
 * As a superuser (the embedded server) the transaction runs in replica mode, so triggers (the seller copies on
 * listings) do not rewrite restored rows and a cycle of foreign keys cannot stop it.
 */
export async function loadDatabase(url: string, manifest: BackupManifest, dumpDir: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'lexchange-restore' } });
  try {
    await sql.begin(async (tx) => {
      const [role] = await tx<{ superuser: boolean }[]>`select rolsuper as superuser from pg_roles where rolname = current_user`;
      if (role?.superuser) await tx`set local session_replication_role = replica`;
      const present = new Map((await listTables(tx)).map((table) => [table.name, table]));
      for (const table of manifest.tables) {
        const target = present.get(table.name);
        if (!target || table.columns.some((column) => !target.columns.includes(column))) {
          throw new RestoreError(
            `The schema at the backup's migration level has no table or column for ${table.name}: the archive does not fit.`,
          );
        }
      }
      if (present.size > 0) await tx.unsafe(`truncate ${[...present.keys()].map(qualified).join(', ')}`);
      const byName = new Map(manifest.tables.map((table) => [table.name, table]));
      const order = orderForLoading([...byName.keys()], await listForeignKeys(tx));
      for (const name of order) {
        const table = byName.get(name)!;
        const sink = await tx.unsafe(`copy ${qualified(name)} (${table.columns.map(quoteIdent).join(', ')}) from stdin`).writable();
        await pipeline(createReadStream(path.join(dumpDir, `${name}.copy`)), sink).catch((error: unknown) => {
          throw new Error(`the rows of table ${name} did not load (${error instanceof Error ? error.message : String(error)})`);
        });
      }
      for (const sequence of manifest.sequences) {
        await tx`select setval(${qualified(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`;
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** With DATABASE_URL the restore needs a database without the app's tables (it never overwrites one). */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const tables = await listTables(sql);
    if (tables.length > 0) {
      throw new RestoreError(
        `The database at DATABASE_URL already has ${tables.length} Lexchange tables: restore needs an empty database.`,
      );
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
