import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { buildProfile } from '../../test/profiles';
import { createSessionStore } from './sessionStore';

type Answer = { data: unknown; status?: number } | ApiError;

function fakeClient(answers: Record<string, Answer | Answer[]>) {
  const calls: Array<{ url: string; silent?: boolean }> = [];
  const get = vi.fn(async (url: string, options?: { silent?: boolean }) => {
    calls.push({ url, silent: options?.silent });
    const entry = answers[url];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) throw new ApiError('Not found.', 404);
    if (answer instanceof ApiError) throw answer;
    return { data: answer.data, status: answer.status ?? 200 };
  });
  return { client: { get } as unknown as ApiClient, calls };
}

function store(answers: Record<string, Answer | Answer[]>) {
  const { client, calls } = fakeClient(answers);
  const analytics = { identify: vi.fn(), reset: vi.fn() };
  return { session: createSessionStore({ client, analytics }), calls, analytics };
}

describe('the session', () => {
  it('is restored from GET /profile, then the impersonation check, saved locally and identified', async () => {
    const user = buildProfile({ id: 7, email: 'ada@example.com', full_name: 'Ada Marsh' });
    const { session, calls, analytics } = store({ '/profile': { data: user }, '/impersonate/check': { data: { is_impersonating: true } } });
    await session.restore();
    expect(calls.map((call) => call.url)).toEqual(['/profile', '/impersonate/check']);
    expect(session.getSnapshot()).toEqual({ user, isImpersonating: true });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(analytics.identify).toHaveBeenCalledWith('7', { email: 'ada@example.com', name: 'Ada Marsh' });
  });

  it('treats a missing impersonation route as not impersonating', async () => {
    const { session } = store({ '/profile': { data: buildProfile() } });
    await session.restore();
    expect(session.getSnapshot().isImpersonating).toBe(false);
  });

  it('asks nothing when the page says the browser sent no session cookie, and forgets the stored copy', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildProfile()));
    const { session, calls } = store({ '/profile': { data: buildProfile() } });
    expect(await session.restore({ noSessionCookie: true })).toBeNull();
    expect(calls).toEqual([]);
    expect(session.getSnapshot()).toEqual({ user: null, isImpersonating: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('takes the session a server-rendered first screen was drawn for without asking, saved locally and identified', async () => {
    const user = buildProfile({ id: 9, email: 'grace@example.com', full_name: 'Grace Hopper' });
    const { session, calls, analytics } = store({ '/profile': { data: buildProfile() } });
    expect(await session.restore({ known: { user, isImpersonating: true } })).toBeNull();
    expect(calls).toEqual([]);
    expect(session.getSnapshot()).toEqual({ user, isImpersonating: true });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(analytics.identify).toHaveBeenCalledWith('9', { email: 'grace@example.com', name: 'Grace Hopper' });
  });

  it('shows a server render its session without storing or identifying it', () => {
    const user = buildProfile();
    const { session, calls, analytics } = store({});
    session.renderAs({ user, isImpersonating: false });
    expect(session.getSnapshot().user).toBe(user);
    expect(calls).toEqual([]);
    expect(analytics.identify).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('is empty after a 401, and the stored copy is removed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildProfile()));
    const { session } = store({ '/profile': new ApiError('Unauthenticated.', 401) });
    await session.restore();
    expect(session.getSnapshot().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('falls back to the stored copy when the server cannot answer at start-up', async () => {
    const saved = buildProfile();
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(saved));
    const { session } = store({ '/profile': new ApiError('An error occurred.', 502) });
    expect(await session.restore()).toBeNull();
    expect(session.getSnapshot().user).toEqual(saved);
  });

  it.each([
    [429, 'Too many requests. Please try again in 12 seconds.'],
    [503, 'The service is briefly unavailable. Please try again in 12 seconds.'],
  ])('decides nothing at start-up on a %i: no user, not even the stored copy, and the notice is returned', async (status, message) => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildProfile()));
    const { session } = store({ '/profile': new ApiError(message, status, null, {}, false, 12) });
    expect(await session.restore()).toEqual({ status, message, retryAfter: 12 });
    expect(session.getSnapshot().user).toBeNull();
    // The stored copy stays for the next try.
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('keeps the user when a refresh is refused with 429 (a limit says nothing about the session)', async () => {
    const user = buildProfile();
    const { session } = store({ '/profile': [{ data: user }, new ApiError('Too many requests.', 429, null, {}, false, 30)] });
    await session.refresh();
    await session.refresh();
    expect(session.getSnapshot().user).toEqual(user);
  });

  it('loads the profile silently unless the error is asked for', async () => {
    const { session, calls } = store({ '/profile': [new ApiError('x', 500), new ApiError('x', 500)] });
    await session.refresh();
    await session.refresh({ showError: true });
    expect(calls.filter((call) => call.url === '/profile').map((call) => call.silent)).toEqual([true, false]);
  });

  it('keeps the user when a refresh fails without an answer, and clears it on 401', async () => {
    const user = buildProfile();
    const { session } = store({ '/profile': [{ data: user }, new ApiError('x', 502), new ApiError('Unauthenticated.', 401)] });
    await session.refresh();
    await session.refresh();
    expect(session.getSnapshot().user).toEqual(user);
    await session.refresh();
    expect(session.getSnapshot().user).toBeNull();
  });

  it('removes the stored copy and resets analytics when cleared, and tells subscribers', async () => {
    const { session, analytics } = store({ '/profile': { data: buildProfile() } });
    await session.refresh();
    const listener = vi.fn();
    session.subscribe(listener);
    session.clear();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(analytics.reset).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
  });

  it('identifies a user only when the user changes', () => {
    const { session, analytics } = store({});
    const user = buildProfile();
    session.setUser(user);
    session.setUser({ ...user, first_name: 'Adah' });
    expect(analytics.identify).toHaveBeenCalledTimes(1);
  });
});
