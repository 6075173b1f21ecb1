import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, noopAnalytics, type AnalyticsAdapter } from './analytics';
import { createPostHogAdapter } from './posthog';

const recorder = (): AnalyticsAdapter & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    identify: (id) => calls.push(`identify ${id}`),
    reset: () => calls.push('reset'),
    capture: (event) => calls.push(`capture ${event}`),
    pageView: (url) => calls.push(`pageView ${url}`),
  };
};

describe('analytics', () => {
  it('keeps calls made before the adapter is chosen and replays them in order', () => {
    const analytics = createAnalytics();
    analytics.identify('7');
    analytics.pageView('/login');
    const adapter = recorder();
    analytics.use(adapter);
    analytics.capture('listing_viewed');
    analytics.reset();
    expect(adapter.calls).toEqual(['identify 7', 'pageView /login', 'capture listing_viewed', 'reset']);
  });

  it('does nothing when unconfigured', () => {
    const analytics = createAnalytics();
    analytics.use(noopAnalytics);
    expect(() => analytics.capture('x')).not.toThrow();
  });
});

describe('the PostHog adapter', () => {
  const setup = () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    const adapter = createPostHogAdapter({ apiKey: 'phc_test', host: 'https://eu.posthog.example/', send });
    const bodies = () => send.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    return { adapter, send, bodies };
  };

  it('sends page views and events to the capture endpoint with the key, anonymously before identify', () => {
    const { adapter, send, bodies } = setup();
    adapter.pageView('/all-listings?page=2');
    adapter.capture('listing_starred', { listing_id: 4 });
    expect(send.mock.calls[0]![0]).toBe('https://eu.posthog.example/i/v0/e/');
    const [pageView, event] = bodies();
    expect(pageView).toMatchObject({
      api_key: 'phc_test',
      event: '$pageview',
      properties: { $current_url: 'http://localhost:3000/all-listings?page=2' },
    });
    expect(event).toMatchObject({ event: 'listing_starred', properties: { listing_id: 4 } });
    expect(pageView.distinct_id).toMatch(/^anon-/);
    expect(event.distinct_id).toBe(pageView.distinct_id);
  });

  it('links the anonymous id on identify, uses the user id after, and forgets both on reset', () => {
    const { adapter, bodies } = setup();
    adapter.capture('before');
    adapter.identify('42', { email: 'ada@example.com' });
    adapter.capture('after');
    adapter.reset();
    adapter.capture('logged-out');
    const [before, identify, after, loggedOut] = bodies();
    expect(identify).toMatchObject({
      event: '$identify',
      distinct_id: '42',
      properties: { $anon_distinct_id: before.distinct_id, $set: { email: 'ada@example.com' } },
    });
    expect(after.distinct_id).toBe('42');
    expect(loggedOut.distinct_id).toMatch(/^anon-/);
    expect(loggedOut.distinct_id).not.toBe(before.distinct_id);
  });
});
