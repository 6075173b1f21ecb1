import { isSafeStorageKey, META_SUFFIX } from '../storage/local-storage';
import { SECRET_FILES, type BackupManifest } from './manifest';

/**
 * The names a Lexchange archive may hold, checked before a restore writes anything: an archive is an operator's file
 * that may have been tampered with, and every name in it becomes a path under the new DATA_DIR. Anything else (a
 * link, a device, `..`, an absolute path, a name `npm run backup` never writes) refuses the whole archive.
 */

/** The app's tables and sequences are plain snake_case identifiers; a name becomes `database/<table>.copy`. */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const TYPE_NAMES: Record<string, string> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a device file',
  BlockDevice: 'a device file',
  FIFO: 'a named pipe',
};

export type EntryCheck = { name: string } | { refused: string };

/** The entry's name without `./` and a trailing slash (an archive repacked with `tar -C dir .` still restores). */
function plainName(raw: string): string {
  return raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}

function allowedFile(name: string): boolean {
  const [top, ...rest] = name.split('/');
  const inner = rest.join('/');
  if (rest.length === 0) return name === 'manifest.json' || name === 'UPLOADS-IN-S3.txt';
  if (top === 'database') return rest.length === 1 && inner.endsWith('.copy') && TABLE_NAME.test(inner.slice(0, -'.copy'.length));
  if (top === 'secrets') return rest.length === 1 && SECRET_FILES.includes(inner);
  if (top === 'uploads') return isSafeStorageKey(inner.endsWith(META_SUFFIX) ? inner.slice(0, -META_SUFFIX.length) : inner);
  return false;
}

function allowedFolder(name: string): boolean {
  const [top, ...rest] = name.split('/');
  if (rest.length === 0) return name === '' || name === 'database' || name === 'secrets' || name === 'uploads';
  return top === 'uploads' && isSafeStorageKey(rest.join('/'));
}

/** Whether a tar entry (its path as stored, its type) may be restored, and under which name. */
export function checkEntry(raw: string, type: string): EntryCheck {
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return { refused: 'an absolute path' };
  if (raw.split(/[\\/]/).includes('..')) return { refused: 'a path that leaves its folder' };
  if (type !== 'File' && type !== 'Directory') return { refused: TYPE_NAMES[type] ?? `neither a file nor a folder (${type})` };
  const name = plainName(raw);
  const known = type === 'File' ? allowedFile(name) : allowedFolder(name);
  return known ? { name } : { refused: 'a name a Lexchange backup does not hold' };
}

/** The manifest's names that become paths or identifiers: undefined when all are acceptable, else why not. */
export function refuseManifestNames(manifest: BackupManifest): string | undefined {
  if (!Array.isArray(manifest.secrets) || !Array.isArray(manifest.sequences)) return 'its manifest lacks the secrets or sequences';
  for (const secret of manifest.secrets) {
    if (typeof secret !== 'string' || !SECRET_FILES.includes(secret)) {
      return `its manifest names a secret the restore does not accept: ${JSON.stringify(secret)} (only ${SECRET_FILES.join(', ')})`;
    }
  }
  for (const entry of [...manifest.tables, ...manifest.sequences] as unknown[]) {
    const name = (entry as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || !TABLE_NAME.test(name)) {
      return `its manifest names a table or sequence that is not a plain name: ${JSON.stringify(name)}`;
    }
  }
  return undefined;
}
