import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToDelete, isBackupFileName, pruneBackups } from './backup-files';

const at = (iso: string) => backupFileName(new Date(iso));

describe('backup file names', () => {
  it('name archives by their UTC time so that names sort oldest first', () => {
    expect(at('2026-11-26T03:30:00.000Z')).toBe('lexchange-backup-2026-11-26T03-30-00-000Z.tar.gz');
    expect(isBackupFileName(at('2026-11-26T03:30:00.000Z'))).toBe(true);
    expect(isBackupFileName('.lexchange-backup-2026-11-26T03-30-00-000Z.tar.gz.partial')).toBe(false);
    expect(isBackupFileName('lexchange-backup-latest.tar.gz')).toBe(false);
  });
});

describe('retention', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((day) => at(`${day}T03:30:00.000Z`));

  it('deletes the oldest archives beyond the newest BACKUP_KEEP, whatever order the folder lists them in', () => {
    expect(backupsToDelete([...days].reverse(), 3)).toEqual([days[0], days[1]]);
    expect(backupsToDelete(days, 5)).toEqual([]);
    expect(backupsToDelete(days, 7)).toEqual([]);
  });

  it('never deletes the newest archive, nor anything that is not a finished archive', () => {
    expect(backupsToDelete(days, 0)).toEqual(days.slice(0, 4));
    const others = ['notes.txt', `.${days[4]}.partial`, '.staging-12-x', 'lexchange-backup-manual.tar.gz'];
    expect(backupsToDelete([...others, ...days], 1)).toEqual(days.slice(0, 4));
  });

  it('prunes a folder to the newest archives and leaves other files alone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-retention-'));
    try {
      for (const name of [...days, 'notes.txt']) await writeFile(path.join(dir, name), name);
      expect(await pruneBackups(dir, 2)).toEqual(days.slice(0, 3));
      expect((await readdir(dir)).sort()).toEqual([days[3], days[4], 'notes.txt']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
