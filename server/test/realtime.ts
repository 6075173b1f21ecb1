import type { Realtime } from '../platform/realtime/realtime.types';

/** A realtime that records what would be pushed (the protocol endpoint has its own tests). */
export function recordingRealtime(): Realtime & { published: { userId: number; event: string; data: Record<string, unknown> }[] } {
  const published: { userId: number; event: string; data: Record<string, unknown> }[] = [];
  return {
    published,
    publish: async (userId, event, data) => {
      published.push({ userId, event, data });
    },
    authorize: () => ({ auth: 'test:signature' }),
    clientConfig: () => ({ key: 'test', cluster: 'mt1', forceTLS: false, authEndpoint: '/api/broadcasting/auth' }),
    register: async () => {},
    close: async () => {},
  };
}
