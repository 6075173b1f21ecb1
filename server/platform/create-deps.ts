import type { Config } from '../config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import type { Jobs } from './jobs/jobs.types';
import { createFileMailTransport } from './mail/file-transport';
import { createRateLimiter } from './rate-limiter';
import { createRealtime } from './realtime';
import { createSessionStore } from './session/session.store';
import { createFileSmsTransport } from './sms/file-transport';
import { createLocalStorage } from './storage/local-storage';

/** Picks each outside service from the configuration: the local default, or the production path when configured. */
export function createDeps(config: Config, database: Database, jobs: Jobs): AppDeps {
  return {
    config,
    database,
    sessions: createSessionStore(database.db),
    limiter: createRateLimiter(database.db),
    jobs,
    mail: createFileMailTransport(config.mail.outboxDir, config.mail.from),
    sms: createFileSmsTransport(config.sms.outboxDir),
    storage: createLocalStorage(config.storage.uploadsDir),
    realtime: createRealtime(config, database),
    now: () => new Date(),
  };
}
