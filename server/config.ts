import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { backupKeyFrom } from './platform/backup/archive-cipher';
import { DEFAULT_SESSION_TIMEOUTS, type SessionTimeouts } from './platform/db/session-timeouts';

/** Every environment variable the app reads, parsed and validated once. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lexchange <no-reply@lexchange.local>'),
  SMS_API_URL: z.string().url().optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_CLUSTER: z.string().default('mt1'),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.string().default('https://us.i.posthog.com'),
  SENTRY_DSN: z.string().optional(),
  FORM_ID_SELLER_SURVEY: z.string().default('seller-survey'),
  FORM_ID_BUYER_SURVEY: z.string().default('buyer-survey'),
  FORM_ID_VALUATION_SURVEY: z.string().default('valuation-survey'),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  BACKUP_DIR: z.string().optional(),
  BACKUP_SCHEDULE: z.enum(['off', 'daily']).default('off'),
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  BACKUP_KEY: z.string().optional(),
  BACKUP_KEY_FILE: z.string().optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_SESSION_TIMEOUTS.statementMs),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_SESSION_TIMEOUTS.lockMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_SESSION_TIMEOUTS.idleInTransactionMs),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  secureCookies: boolean;
  trustProxy: boolean;
  /** API requests a minute of one signed-in session before 429 (coarse flood protection, per instance). */
  rateLimitPerMinute: number;
  /** API requests a minute of one address without a signed-in session (shared by everybody behind it). */
  rateLimitPerAddressPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  mail: { url?: string; from: string; outboxDir: string };
  sms: { apiUrl?: string; accountSid?: string; authToken?: string; from?: string; outboxDir: string };
  storage: {
    uploadsDir: string;
    s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  };
  pusher: { hosted: boolean; appId: string; key: string; secret: string; cluster: string };
  analytics: { posthogKey?: string; posthogHost: string; sentryDsn?: string };
  formIds: { sellerSurvey: string; buyerSurvey: string; valuationSurvey: string };
  seedDemo: boolean;
  /** `npm run backup` and the optional daily backup (BACKUP_SCHEDULE=daily), keeping the newest BACKUP_KEEP. */
  backup: { dir: string; schedule: Env['BACKUP_SCHEDULE']; keep: number; key?: string };
  admin?: { email: string; password: string };
  /** Bounds on the app's statements, lock waits and idle transactions (platform/db/session-timeouts.ts). */
  databaseTimeouts: SessionTimeouts;
  /** The Prometheus listener (platform/metrics): its own address, loopback unless a token guards it; port 0 = off. */
  metrics: { host: string; port: number; token?: string };
  /** On SIGTERM, how long /api/ready says not ready while requests are still served, before the server stops accepting. */
  shutdownDrainMs: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** A secret kept in DATA_DIR so it survives restarts without being configured. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function backupKey(env: Env): string | undefined {
  try {
    return backupKeyFrom(env, (file) => readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid configuration:\n  BACKUP_KEY: ${(error as Error).message}`);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!LOOPBACK.has(env.METRICS_HOST) && !env.METRICS_TOKEN) {
    throw new Error(`Invalid configuration:\n  METRICS_HOST: ${env.METRICS_HOST} is not loopback; set METRICS_TOKEN too`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const hostedPusher = Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET);
  const sessionSecret = env.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret');
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret,
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY === '1',
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerAddressPerMinute: env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    mail: { url: env.MAIL_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox', 'mail') },
    sms: {
      apiUrl: env.SMS_API_URL,
      accountSid: env.SMS_ACCOUNT_SID,
      authToken: env.SMS_AUTH_TOKEN,
      from: env.SMS_FROM,
      outboxDir: path.join(dataDir, 'outbox', 'sms'),
    },
    storage: {
      uploadsDir: path.join(dataDir, 'uploads'),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    pusher: hostedPusher
      ? { hosted: true, appId: env.PUSHER_APP_ID!, key: env.PUSHER_KEY!, secret: env.PUSHER_SECRET!, cluster: env.PUSHER_CLUSTER }
      : {
          hosted: false,
          appId: 'lexchange',
          key: 'lexchange-key',
          // The built-in endpoint signs channel auth with a secret derived from the session secret.
          secret: persistentSecret(dataDir, 'realtime-secret'),
          cluster: env.PUSHER_CLUSTER,
        },
    analytics: { posthogKey: env.POSTHOG_KEY, posthogHost: env.POSTHOG_HOST, sentryDsn: env.SENTRY_DSN },
    formIds: {
      sellerSurvey: env.FORM_ID_SELLER_SURVEY,
      buyerSurvey: env.FORM_ID_BUYER_SURVEY,
      valuationSurvey: env.FORM_ID_VALUATION_SURVEY,
    },
    seedDemo: env.SEED_DEMO === '1' || (env.SEED_DEMO === undefined && !env.DATABASE_URL),
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      schedule: env.BACKUP_SCHEDULE,
      keep: env.BACKUP_KEEP,
      key: backupKey(env),
    },
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    databaseTimeouts: {
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockMs: env.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
  };
}
