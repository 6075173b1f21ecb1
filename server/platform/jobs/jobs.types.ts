import type { MailMessage } from '../mail/mail.types';
import type { SmsMessage } from '../sms/sms.types';

/**
 * Every background job by name with its payload. The platform's own are here with their handlers in jobs/handlers.ts;
 * a module adds its jobs by declaration merging (`declare module '…/platform/jobs/jobs.types'`) and registers their
 * handlers with registerJob (jobs/registry.ts), as listings does in listings.jobs.ts.
 */
export interface JobPayloads {
  'mail.send': MailMessage;
  'sms.send': SmsMessage;
  'sessions.purge-expired': Record<string, never>;
}

export type JobName = keyof JobPayloads;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** A PostgreSQL-backed queue (pg-boss): nothing is lost on restart, a slow provider never blocks a request. */
export interface Jobs {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void>;
  start(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
  /** Whether start() has finished and the workers run (the readiness check). */
  isStarted(): boolean;
  /** Jobs waiting to run, by queue (the metrics); queues not created yet are left out. */
  queueDepths(): Promise<Partial<Record<JobName, number>>>;
}
