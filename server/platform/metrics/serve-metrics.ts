import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../db/database';
import type { Jobs } from '../jobs/jobs.types';
import { instanceGauges } from './instance-gauges';
import { startMetricsListener, type MetricsListener } from './metrics-listener';
import { metricsRegistry } from './registry';

/**
 * Starts the metrics listener of a running instance. A port already taken (a second instance on the same machine
 * with the default METRICS_PORT) is logged, not fatal: the app serves its members either way.
 */
export async function serveMetrics(
  settings: Config['metrics'],
  database: Database,
  jobs: Jobs,
  log: Pick<Logger, 'info' | 'error'>,
): Promise<MetricsListener | undefined> {
  try {
    const listener = await startMetricsListener({ ...settings, registries: [metricsRegistry, instanceGauges(database, jobs)] });
    log.info({ url: `${listener.url}/metrics`, token: Boolean(settings.token) }, 'metrics listening');
    return listener;
  } catch (error) {
    log.error({ err: error, host: settings.host, port: settings.port }, 'metrics could not listen (set METRICS_PORT, or 0 for none)');
    return undefined;
  }
}
