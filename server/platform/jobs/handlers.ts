import { sendCallReminders } from '../../modules/experts/call-reminders';
import { sendListingAlertDigests } from '../../modules/listings/listing-alerts.service';
import { purgeDeletedListings } from '../../modules/listings/listing-lifecycle.service';
import { completeValuation } from '../../modules/valuations/valuation-completion.service';
import type { AppDeps } from '../deps';
import type { JobHandlers } from './jobs.types';

export type JobDeps = Pick<AppDeps, 'mail' | 'sms' | 'sessions' | 'database' | 'storage' | 'jobs' | 'config' | 'now' | 'realtime'>;

/** What each queued job does. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    'mail.send': (message) => deps.mail.send(message),
    'sms.send': (message) => deps.sms.send(message),
    'sessions.purge-expired': async () => {
      await deps.sessions.purgeExpired();
    },
    'listings.purge-deleted': async () => {
      await purgeDeletedListings(deps);
    },
    'listings.alerts-digest': async () => {
      await sendListingAlertDigests(deps);
    },
    'experts.call-reminders': async () => {
      await sendCallReminders(deps);
    },
    'valuations.complete': async ({ valuationId }) => {
      await completeValuation(deps, valuationId);
    },
  };
}
