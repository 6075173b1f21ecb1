import { existsSync } from 'node:fs';
import { list } from 'tar';
import { checkEntry, refuseManifestNames } from './archive-names';
import { parseManifest, type BackupManifest } from './manifest';
import { RestoreError } from './restore-error';

/**
 * Reads the whole archive once without writing anything: a missing, truncated or corrupt file, one that is not a
 * Lexchange backup, or one holding a name or an entry a backup never holds (a link, `..`, an absolute path, a secret
 * not on the list) is refused here, before the restore touches DATA_DIR.
 */
export async function readArchive(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreError(`No backup file at ${file}.`);
  let manifestText: string | undefined;
  let refusal: string | undefined;
  const files = new Set<string>();
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const check = checkEntry(entry.path, entry.type);
        if ('refused' in check) refusal ??= `${JSON.stringify(entry.path)} is ${check.refused}`;
        else if (entry.type === 'File') files.add(check.name);
        if (!('name' in check) || check.name !== 'manifest.json' || entry.type !== 'File') return entry.resume();
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new RestoreError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  if (refusal) throw new RestoreError(`${file} holds an entry no Lexchange backup holds: ${refusal}. Nothing was written.`);
  if (manifestText === undefined) throw new RestoreError(`${file} is not a Lexchange backup (it has no manifest.json).`);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new RestoreError(`${file} is not a Lexchange backup (${(error as Error).message}).`);
  }
  const wrongName = refuseManifestNames(manifest);
  if (wrongName) throw new RestoreError(`${file} cannot be restored: ${wrongName}. Nothing was written.`);
  const missing = [...manifest.tables.map((t) => `database/${t.name}.copy`), ...manifest.secrets.map((name) => `secrets/${name}`)].filter(
    (name) => !files.has(name),
  );
  if (missing.length > 0) throw new RestoreError(`${file} is incomplete: it lacks ${missing.join(', ')}.`);
  return manifest;
}
