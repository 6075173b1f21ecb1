import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from './sessionStore';

export interface UseSession extends SessionSnapshot {
  /** Reloads the profile and impersonation status; `showError` toasts a failure. */
  refresh: typeof session.refresh;
  setUser: typeof session.setUser;
  clear: typeof session.clear;
}

/** The logged-in user and impersonation flag, re-rendering when either changes. */
export function useSession(): UseSession {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, refresh: session.refresh, setUser: session.setUser, clear: session.clear };
}
