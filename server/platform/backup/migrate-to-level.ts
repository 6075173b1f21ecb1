import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsFolder } from '../db/database';
import type { BackupManifest } from './manifest';
import { RestoreError } from './restore-error';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The archive's rows fit the schema of its own migration level: this Lexchange must know every one of them. */
export async function checkMigrationLevel(migrations: BackupManifest['migrations']): Promise<Journal> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries[migrations.count - 1];
  if (migrations.count > journal.entries.length || (last && migrations.lastCreatedAt !== null && last.when !== migrations.lastCreatedAt)) {
    throw new RestoreError(
      `The backup was made by a newer or different Lexchange (migration level ${migrations.count}; this one knows ${journal.entries.length}): restore it with that version.`,
    );
  }
  return journal;
}

/** Applies the first `count` migrations only (a copy of the journal cut there); the app applies the rest when it starts. */
export async function migrateToLevel(url: string, migrations: BackupManifest['migrations']): Promise<void> {
  const journal = await checkMigrationLevel(migrations);
  const entries = journal.entries.slice(0, migrations.count);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'lexchange-restore-migrations-'));
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'lexchange-restore' } });
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) await cp(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(drizzle(sql), { migrationsFolder: folder });
  } finally {
    await sql.end({ timeout: 5 });
    await rm(folder, { recursive: true, force: true });
  }
}
