import type { JobHandlers, JobName, JobPayloads, Jobs } from './jobs.types';

/** Runs each job at once, in the request: for tests, where the outbox must be readable right after a call. */
export function createInlineJobs(): Jobs & { ran: { name: JobName; payload: unknown }[] } {
  let handlers: JobHandlers | null = null;
  const ran: { name: JobName; payload: unknown }[] = [];
  return {
    ran,
    async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]) {
      ran.push({ name, payload });
      if (handlers) await (handlers[name] as (p: JobPayloads[N]) => Promise<void>)(payload);
    },
    async start(next) {
      handlers = next;
    },
    async stop() {
      handlers = null;
    },
    isStarted: () => handlers !== null,
    queueDepths: async () => ({}),
  };
}
