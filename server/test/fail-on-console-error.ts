import { afterEach, vi } from 'vitest';

/** A test fails if anything logs console.error (a habit of the whole test suite): errors must be asserted, not ignored. */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((call) => call.map(String).join(' ')).join('\n')}`);
});
