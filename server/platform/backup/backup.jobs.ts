import type { Config } from '../../config';
import type { JobDeps } from '../jobs/handlers';
import { registerJob } from '../jobs/registry';
import { pruneBackups } from './backup-files';
import { createBackup, type BackupResult } from './create-backup';

declare module '../jobs/jobs.types' {
  interface JobPayloads {
    'backup.daily': Record<string, never>;
  }
}

/** 02:30 UTC: a quiet hour for most of the US offices Lexchange serves. pg-boss runs each occurrence once across instances. */
export const DAILY_BACKUP_CRON = '30 2 * * *';

/** One backup like `npm run backup`, from the app's own database, then the oldest beyond BACKUP_KEEP are deleted. */
export async function runScheduledBackup(
  deps: Pick<JobDeps, 'config' | 'database' | 'now'>,
): Promise<BackupResult & { deleted: string[] }> {
  const { config } = deps;
  const result = await createBackup({
    databaseUrl: deps.database.url,
    dataDir: config.dataDir,
    uploadsDir: config.storage.uploadsDir,
    s3Bucket: config.storage.s3?.bucket,
    backupDir: config.backup.dir,
    key: config.backup.key,
    now: deps.now(),
  });
  return { ...result, deleted: await pruneBackups(config.backup.dir, config.backup.keep) };
}

/** With BACKUP_SCHEDULE=daily the queue runs the backup every day (registered before the workers start). */
export function registerBackupJob(backup: Config['backup']): boolean {
  if (backup.schedule !== 'daily') return false;
  registerJob('backup.daily', {
    schedule: DAILY_BACKUP_CRON,
    // One retry ten minutes later (a restart during the backup); an hour is far more than the demo's second.
    policy: { retryLimit: 1, retryDelay: 600, retryBackoff: false, expireInSeconds: 3600 },
    run: async (deps) => {
      await runScheduledBackup(deps);
    },
  });
  return true;
}
