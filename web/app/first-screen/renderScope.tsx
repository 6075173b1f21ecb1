import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { analytics } from '../analytics/analytics';
import { AppQueryClientContext, createQueryClient } from '../queryClient';
import { createSessionStore, type SessionSnapshot, type SessionStore } from '../session/sessionStore';
import { SessionStoreContext } from '../session/useSession';
import { RenderedMobileViewContext } from '../useIsMobileView';
import { api } from '../../lib/api';

/**
 * What one server render of a first screen reads in place of the browser's stores: a query cache, a session and a
 * viewport of its own, made for that render and dropped after it. Two pages rendered at once share nothing.
 */
export interface RenderScope {
  queryClient: QueryClient;
  session: SessionStore;
  mobile: boolean;
}

/** The session is shown, never stored or identified: nobody is logged in on the server. */
const noAnalytics: Pick<typeof analytics, 'identify' | 'reset'> = { identify: () => undefined, reset: () => undefined };

export function createRenderScope(known: SessionSnapshot, mobile: boolean): RenderScope {
  const session = createSessionStore({ client: api, analytics: noAnalytics });
  session.renderAs(known);
  return { queryClient: createQueryClient(), session, mobile };
}

/** Hands the render's own stores to the screens, where the browser's app reads its module-wide ones. */
export function RenderScopeProvider({ scope, children }: { scope: RenderScope; children: ReactNode }) {
  return (
    <AppQueryClientContext.Provider value={scope.queryClient}>
      <SessionStoreContext.Provider value={scope.session}>
        <RenderedMobileViewContext.Provider value={scope.mobile}>{children}</RenderedMobileViewContext.Provider>
      </SessionStoreContext.Provider>
    </AppQueryClientContext.Provider>
  );
}
