/**
 * Error reporting (docs/product.md "Constants and limits"): Sentry, only when GET /api/config names a DSN, loaded on demand so no visitor pays
 * for it otherwise. Session replay for 10 % of sessions and for every session with an error; the user is reported
 * by id, e-mail and full name.
 */
export interface ReportedUser {
  id: string;
  email: string;
  full_name: string;
}

export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

type SentryModule = Pick<typeof import('@sentry/react'), 'init' | 'replayIntegration' | 'setUser'>;

let sentry: SentryModule | null = null;
/** The user set before Sentry loaded (undefined: none set yet). */
let latestUser: ReportedUser | null | undefined;

export function reportUser(user: ReportedUser | null): void {
  latestUser = user;
  sentry?.setUser(user ? { id: user.id, email: user.email, full_name: user.full_name } : null);
}

export async function startErrorReporting(
  dsn: string | null | undefined,
  load: () => Promise<SentryModule> = () => import('@sentry/react'),
): Promise<void> {
  if (!dsn) return;
  try {
    const module = await load();
    module.init({
      dsn,
      integrations: [module.replayIntegration()],
      replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
      replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    });
    sentry = module;
    if (latestUser !== undefined) reportUser(latestUser);
  } catch (error) {
    console.warn('[errors] Sentry could not be loaded; error reporting is off.', error);
  }
}
