import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signal is once per page load: each test loads a fresh copy of the module.
const load = () => import('./firstScreenShown');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the first screen has shown', () => {
  it('once its data has arrived and the browser has painted, not before', async () => {
    const { watchFirstScreen, firstScreenShown } = await load();
    const client = new QueryClient();
    const listings = deferred();
    void client.fetchQuery({ queryKey: ['listings'], queryFn: () => listings.promise });
    let shown = false;
    void firstScreenShown().then(() => (shown = true));
    watchFirstScreen(client);
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown).toBe(false); // the listings are still on their way
    listings.resolve('page 1');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(false); // nothing painted yet
    await vi.advanceTimersByTimeAsync(200);
    expect(shown).toBe(true);
  });

  it('is not started by anything but the layout, and a second watch changes nothing', async () => {
    const { watchFirstScreen, firstScreenShown } = await load();
    let shown = false;
    void firstScreenShown().then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown).toBe(false);
    const client = new QueryClient();
    const fetching = vi.spyOn(client, 'isFetching');
    watchFirstScreen(client);
    watchFirstScreen(client);
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toBe(true);
    expect(fetching).toHaveBeenCalledTimes(1);
  });
});
