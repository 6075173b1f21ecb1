import { createContext, useContext, useSyncExternalStore } from 'react';
import { session, type SessionSnapshot, type SessionStore } from './sessionStore';

/** The session the screens read: the browser's own store, or the one a server render of a first screen gives. */
export const SessionStoreContext = createContext<SessionStore>(session);

export interface UseSession extends SessionSnapshot {
  /** Reloads the profile and impersonation status; `showError` toasts a failure. */
  refresh: SessionStore['refresh'];
  setUser: SessionStore['setUser'];
  clear: SessionStore['clear'];
}

/** The logged-in user and impersonation flag, re-rendering when either changes. */
export function useSession(): UseSession {
  const store = useContext(SessionStoreContext);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, refresh: store.refresh, setUser: store.setUser, clear: store.clear };
}
