/**
 * What the seed hands to the app's services: its transaction as the database and a clock it moves through the
 * demo's timeline. Nothing leaves the process: notification e-mails are dropped and nothing is pushed (the seed
 * runs before the app listens, and the demo addresses are fictional). Any other dependency a service reaches for
 * fails loudly, so a service that starts needing more is noticed by the seed's test rather than half-seeded.
 */
import type { Db, Transaction } from '../platform/db/database';
import type { AppDeps } from '../platform/deps';
import type { DemoListings } from './seed-listings';
import type { DemoPeople } from './seed-people';

export type SeedDeps = AppDeps & { setNow(moment: Date): void };

/** Everything a seeding step needs: the transaction, the services' deps, who and what exists, and the seed's moment. */
export interface SeedContext {
  tx: Transaction;
  deps: SeedDeps;
  people: DemoPeople;
  listings: DemoListings;
  now: Date;
}

type SeedServices = Pick<AppDeps, 'database' | 'jobs' | 'realtime' | 'config' | 'now'>;

function unavailable(name: string): never {
  throw new Error(`The demo seed gives services no ${name}.`);
}

/** The app's settings the seed's services read; the defaults are the app's own. */
export interface SeedSettings {
  sessionSecret?: string;
  formIds?: AppDeps['config']['formIds'];
}

const DEFAULT_FORM_IDS = { sellerSurvey: 'seller-survey', buyerSurvey: 'buyer-survey', valuationSurvey: 'valuation-survey' };

export function seedDeps(
  db: Db,
  start: Date,
  { sessionSecret = 'demo-seed-sends-no-mail-0123456789', formIds = DEFAULT_FORM_IDS }: SeedSettings = {},
): SeedDeps {
  let now = start;
  const services: SeedServices = {
    database: {
      db,
      sql: undefined as never,
      customPlanSql: undefined as never,
      url: '',
      availability: undefined as never,
      ping: async () => {},
      close: async () => {},
    },
    jobs: { enqueue: async () => {}, start: async () => {}, stop: async () => {}, isStarted: () => false, queueDepths: async () => ({}) },
    realtime: {
      publish: async () => {},
      authorize: () => unavailable('real-time channel authorisation'),
      clientConfig: () => unavailable('real-time client configuration'),
      register: async () => unavailable('real-time endpoint'),
      close: async () => {},
    },
    // Read to render the e-mail that `jobs.enqueue` then drops, to seal the demo's conflict list (the app's secret),
    // and to file the demo's survey answers under the configured form ids.
    config: { appUrl: 'http://localhost', sessionSecret, formIds } as AppDeps['config'],
    now: () => now,
  };
  const missing = new Proxy({} as AppDeps, {
    get: (_target, name) => (typeof name === 'string' ? unavailable(`deps.${name}`) : undefined),
  });
  return Object.assign(Object.create(missing) as AppDeps, services, { setNow: (moment: Date) => void (now = moment) });
}
