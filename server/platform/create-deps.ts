import type { Config } from '../config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import type { Jobs } from './jobs/jobs.types';
import { createFileMailTransport } from './mail/file-transport';
import type { MailTransport, OutboxLog } from './mail/mail.types';
import { createSmtpMailTransport } from './mail/smtp-transport';
import { createReadiness } from './http/readiness';
import { countedMail, countedSms } from './metrics/counted-transports';
import { createRateLimiter } from './rate-limiter';
import { createRealtime } from './realtime';
import { createSessionStore } from './session/session.store';
import { createFileSmsTransport } from './sms/file-transport';
import type { SmsTransport } from './sms/sms.types';
import { createTwilioSmsTransport } from './sms/twilio-transport';
import { createLocalStorage } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import type { Storage } from './storage/storage.types';

/** E-mails go to files in DATA_DIR/outbox/mail (and staff read them under Outbox in the staff area) until MAIL_URL is set. */
export const usesMailOutbox = (config: Config): boolean => !config.mail.url;

/** Texts go to files in DATA_DIR/outbox/sms until the SMS account, token and sender are all set. */
export const usesSmsOutbox = ({ sms }: Config): boolean => !(sms.accountSid && sms.authToken && sms.from); // as pickSms

export function pickMail(config: Config, log?: OutboxLog): MailTransport {
  return config.mail.url
    ? createSmtpMailTransport(config.mail.url, config.mail.from)
    : createFileMailTransport(config.mail.outboxDir, config.mail.from, log);
}

export function pickSms(config: Config, log?: OutboxLog): SmsTransport {
  const { apiUrl, accountSid, authToken, from, outboxDir } = config.sms;
  return accountSid && authToken && from
    ? createTwilioSmsTransport({ apiUrl, accountSid, authToken, from })
    : createFileSmsTransport(outboxDir, log);
}

export function pickStorage(config: Config): Storage {
  return config.storage.s3 ? createS3Storage(config.storage.s3) : createLocalStorage(config.storage.uploadsDir);
}

/** Picks each outside service from the configuration: the local default, or the production path when configured. */
export function createDeps(config: Config, database: Database, jobs: Jobs, outboxLog?: OutboxLog): AppDeps {
  return {
    config,
    database,
    sessions: createSessionStore(database.db),
    limiter: createRateLimiter(database.db),
    jobs,
    mail: countedMail(pickMail(config, outboxLog)),
    sms: countedSms(pickSms(config, outboxLog)),
    storage: pickStorage(config),
    realtime: createRealtime(config, database),
    readiness: createReadiness(database, jobs),
    now: () => new Date(),
  };
}
