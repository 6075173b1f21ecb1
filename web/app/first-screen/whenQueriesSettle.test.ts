import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettle } from './whenQueriesSettle';

afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

const state = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('whenQueriesSettle', () => {
  it('resolves on the next tick when nothing is fetching', async () => {
    vi.useFakeTimers();
    const done = state(whenQueriesSettle(new QueryClient()).settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits for the screen’s data, including a query started in the same tick', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const listings = deferred();
    const done = state(whenQueriesSettle(client).settled);
    void client.fetchQuery({ queryKey: ['listings'], queryFn: () => listings.promise });
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    listings.resolve('page 1');
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('gives up waiting after maxWaitMs', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => deferred().promise });
    const done = state(whenQueriesSettle(client, { maxWaitMs: 1000 }).settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('never resolves once cancelled (the layout unmounted)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const listings = deferred();
    void client.fetchQuery({ queryKey: ['listings'], queryFn: () => listings.promise });
    const wait = whenQueriesSettle(client);
    const done = state(wait.settled);
    await vi.advanceTimersByTimeAsync(0);
    wait.cancel();
    listings.resolve('page 1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(done()).toBe(false);
  });
});
