import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { splitServerTests } from './scripts/test-split/database-tests.ts';

const serverTests = splitServerTests(import.meta.dirname);

export default defineConfig({
  test: {
    // The web, contracts, tooling and the server's pure-logic files run one per core, not Vitest's cores − 1. The
    // server's database files run one at a time (below): two at once were faster, but their races (twenty bookings of
    // one slot, twelve moves of one deal) then met a loaded machine, and one failed in each of two full runs.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The files that reach PostgreSQL (scripts/test-split/database-tests.ts); `npm run test:pg15` runs these.
          name: 'server',
          include: serverTests.database,
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 1,
          // One process imports the app once for all these files (each still gets its own database clone and app):
          // a fresh process per file spent half of this project's time importing. Module state therefore carries
          // from file to file: a test that mocks a module imports what uses it afresh (login.test.ts shows how).
          isolate: false,
          // After the other projects (Vitest runs a group at a time and refuses one group with two worker counts).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server-unit',
          include: serverTests.unit,
          environment: 'node',
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 20_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['e2e/support/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // A screen test renders the app, lazy route modules included; with the server project's PostgreSQL tests on
          // the same two cores, a first render can take seconds.
          testTimeout: 10_000,
        },
      },
    ],
  },
});
