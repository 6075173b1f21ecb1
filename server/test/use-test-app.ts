import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';

/**
 * The file's app, built in a beforeAll and closed in an afterAll (same arguments as buildTestApp).
 * The returned TestApp reads through to the built one, so it can be handed to helpers (sends, marketplace…) at once;
 * it is usable from the first beforeAll registered after this call.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...args);
  });
  afterAll(() => built?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!built) throw new Error(`The test app is used before its beforeAll ran (reading ${String(key)}).`);
      return Reflect.get(built, key) as unknown;
    },
  });
}
