import { existsSync } from 'node:fs';
import { list } from 'tar';
import { parseManifest, type BackupManifest } from './manifest';
import { RestoreError } from './restore-error';

/**
 * Reads the whole archive once without writing anything: a missing, truncated or corrupt file, or one that is not a
 * Lexchange backup, is refused here, before the restore touches DATA_DIR.
 */
export async function readArchive(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreError(`No backup file at ${file}.`);
  let manifestText: string | undefined;
  const names = new Set<string>();
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        // `./manifest.json` too: an archive repacked with `tar -C dir .` still restores.
        const name = entry.path.replace(/^(\.\/)+/, '').replace(/\/$/, '');
        names.add(name);
        if (name !== 'manifest.json') return entry.resume();
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new RestoreError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  if (manifestText === undefined) throw new RestoreError(`${file} is not a Lexchange backup (it has no manifest.json).`);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new RestoreError(`${file} is not a Lexchange backup (${(error as Error).message}).`);
  }
  const missing = manifest.tables.map((t) => `database/${t.name}.copy`).filter((name) => !names.has(name));
  if (missing.length > 0) throw new RestoreError(`${file} is incomplete: it lacks ${missing.join(', ')}.`);
  return manifest;
}
