import type { Config } from '../config';
import type { Database } from './db/database';
import type { Readiness } from './http/readiness';
import type { Jobs } from './jobs/jobs.types';
import type { MailTransport } from './mail/mail.types';
import type { Realtime } from './realtime/realtime.types';
import type { SessionStore } from './session/session.store';
import type { RateLimiter } from './rate-limiter';
import type { SmsTransport } from './sms/sms.types';
import type { Storage } from './storage/storage.types';

/** Everything a module needs from the outside world, passed in so tests need no module mocks. */
export interface AppDeps {
  config: Config;
  database: Database;
  sessions: SessionStore;
  limiter: RateLimiter;
  jobs: Jobs;
  mail: MailTransport;
  sms: SmsTransport;
  storage: Storage;
  realtime: Realtime;
  /** Whether this instance should get traffic (GET /api/ready); main.ts starts its drain on SIGTERM. */
  readiness: Readiness;
  now: () => Date;
}
