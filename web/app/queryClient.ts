import { QueryClient } from '@tanstack/react-query';
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
