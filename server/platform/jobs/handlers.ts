import type { AppDeps } from '../deps';
import type { JobHandlers } from './jobs.types';

/** What each queued job does. */
export function jobHandlers(deps: Pick<AppDeps, 'mail' | 'sms' | 'sessions'>): JobHandlers {
  return {
    'mail.send': (message) => deps.mail.send(message),
    'sms.send': (message) => deps.sms.send(message),
    'sessions.purge-expired': async () => {
      await deps.sessions.purgeExpired();
    },
  };
}
