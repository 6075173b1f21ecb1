export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Shutdown {
  /** Registers a step; steps run in reverse order of registration (last started, first stopped). */
  add(name: string, step: () => Promise<void>): void;
  /** Runs every step once, logging (not throwing) failures so the later steps still run. */
  close(): Promise<void>;
  /** SIGINT/SIGTERM: close, then exit 0. A second signal while closing exits at once. */
  listen(): void;
}

export interface ShutdownOptions {
  log: ShutdownLog;
  exit?: (code: number) => void;
  signals?: Pick<NodeJS.Process, 'on'>;
  /** After this the process exits even if a step hangs. */
  timeoutMs?: number;
}

export function createShutdown({
  log,
  exit = (code) => process.exit(code),
  signals = process,
  timeoutMs = 20_000,
}: ShutdownOptions): Shutdown {
  const steps: { name: string; step: () => Promise<void> }[] = [];
  let closing: Promise<void> | undefined;

  const close = () =>
    (closing ??= (async () => {
      for (const { name, step } of steps.slice().reverse()) {
        try {
          await step();
        } catch (error) {
          log.error({ err: error, step: name }, 'shutdown step failed');
        }
      }
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.info({ signal }, 'second signal: exiting now');
      exit(130);
      return;
    }
    log.info({ signal }, 'shutting down: draining requests (send the signal again to force)');
    const force = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown timed out: exiting now');
      exit(1);
    }, timeoutMs);
    force.unref();
    void close().then(() => {
      clearTimeout(force);
      log.info({}, 'stopped');
      exit(0);
    });
  };

  return {
    add: (name, step) => void steps.push({ name, step }),
    close,
    listen() {
      signals.on('SIGINT', onSignal);
      signals.on('SIGTERM', onSignal);
    },
  };
}
