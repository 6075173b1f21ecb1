import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { MailMessage } from '../mail/mail.types';
import { registerListingsJobs } from '../../modules/listings/listings.jobs';
import { createTestDatabase } from '../../test/database';
import type { JobHandlers } from './jobs.types';
import { createPgBossJobs, type JobsLog } from './pg-boss-jobs';

const quiet: JobsLog = { info() {}, warn() {}, error() {} };

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function handlers(overrides: Partial<JobHandlers>): JobHandlers {
  return {
    'mail.send': async () => {},
    'sms.send': async () => {},
    'sessions.purge-expired': async () => {},
    'listings.purge-deleted': async () => {},
    'listings.alerts-digest': async () => {},
    'experts.call-reminders': async () => {},
    'valuations.complete': async () => {},
    'verifications.expire': async () => {},
    'verifications.purge-documents': async () => {},
    'backup.daily': async () => {},
    'client-notices.purge-lost': async () => {},
    'closing.overdue-reminders': async () => {},
    'market.recompute': async () => {},
    'earnout.reminders': async () => {},
    ...overrides,
  };
}

describe('pg-boss jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // What the listings module registers at start-up: its jobs' policies and schedules.
    registerListingsJobs();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a job enqueued while no worker runs and delivers it after a restart', async () => {
    const producer = createPgBossJobs(database.url, quiet);
    const message: MailMessage = { to: 'ana@example.test', subject: 'Welcome', text: 'Hello' };
    await producer.enqueue('mail.send', message);
    await producer.stop();

    const delivered: MailMessage[] = [];
    const worker = createPgBossJobs(database.url, quiet, { pollingIntervalSeconds: 0.5 });
    await worker.start(handlers({ 'mail.send': async (mail) => void delivered.push(mail) }));
    await until(() => delivered.length > 0);
    await worker.stop();
    expect(delivered).toEqual([message]);
  });

  it('retries a failing job with backoff and logs the failure', async () => {
    const warnings: object[] = [];
    const log: JobsLog = { ...quiet, warn: (obj) => void warnings.push(obj) };
    const jobs = createPgBossJobs(database.url, log, {
      pollingIntervalSeconds: 0.5,
      policies: { 'sms.send': { retryDelay: 1, retryLimit: 2 } },
    });
    let attempts = 0;
    await jobs.start(
      handlers({
        'sms.send': async () => {
          if (++attempts === 1) throw new Error('provider answered 503');
        },
      }),
    );
    await jobs.enqueue('sms.send', { to: '+15551234567', body: 'code 123456' });
    await until(() => attempts >= 2);
    await jobs.stop();
    expect(attempts).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ job: 'sms.send' });
  });

  it('schedules the hourly purge of expired sessions and the daily listing purge and alert digest', async () => {
    const jobs = createPgBossJobs(database.url, quiet);
    await jobs.start(handlers({}));
    await jobs.stop();
    const rows = await database.sql<{ name: string; cron: string }[]>`select name, cron from pgboss.schedule`;
    expect(rows).toContainEqual({ name: 'sessions.purge-expired', cron: '0 * * * *' });
    expect(rows).toContainEqual({ name: 'listings.purge-deleted', cron: '30 3 * * *' });
    expect(rows).toContainEqual({ name: 'listings.alerts-digest', cron: '0 14 * * *' });
  });

  it('removes a stored schedule the configuration no longer has (the daily backup turned off)', async () => {
    const jobs = createPgBossJobs(database.url, quiet);
    await jobs.start(handlers({}));
    await jobs.stop();
    // What an earlier start with BACKUP_SCHEDULE=daily left behind.
    await database.sql`insert into pgboss.schedule (name, cron, timezone) values ('backup.daily', '15 2 * * *', 'UTC')`;
    const again = createPgBossJobs(database.url, quiet);
    await again.start(handlers({}));
    await again.stop();
    const names = (await database.sql<{ name: string }[]>`select name from pgboss.schedule`).map((row) => row.name);
    expect(names).not.toContain('backup.daily');
    expect(names).toContain('sessions.purge-expired');
  });
});
