import type { MailMessage } from '../mail/mail.types';
import type { SmsMessage } from '../sms/sms.types';

/** Every background job by name with its payload. Add a job here and a handler in jobs/handlers.ts. */
export interface JobPayloads {
  'mail.send': MailMessage;
  'sms.send': SmsMessage;
  'sessions.purge-expired': Record<string, never>;
  /** Removes listings soft-deleted more than 30 days ago, with their files. */
  'listings.purge-deleted': Record<string, never>;
  /** Each buyer's daily e-mail of the new listings fitting their Buyer Customization. */
  'listings.alerts-digest': Record<string, never>;
  /** Reminders of booked expert calls, 24 hours and 1 hour before. */
  'experts.call-reminders': Record<string, never>;
  /** Renders a completed expert valuation's PDF report, then marks it completed and notifies the owner. */
  'valuations.complete': { valuationId: number };
}

export type JobName = keyof JobPayloads;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** A PostgreSQL-backed queue (pg-boss): nothing is lost on restart, a slow provider never blocks a request. */
export interface Jobs {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void>;
  start(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
}
