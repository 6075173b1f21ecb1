import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { isApiError } from '../lib/api';

/**
 * Server answers are final (a 4xx will not change on retry, a 5xx was already toasted), so only a request that got
 * no response at all is tried once more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.cancelled || error.status !== null)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The query cache the member area uses: the browser's one above, or the fresh one a server render of a first screen
 * gives (web/app/first-screen/renderScope.tsx), so that no render's data is ever in another's cache.
 */
export const AppQueryClientContext = createContext<QueryClient>(queryClient);
