import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preloadRoute';

function table() {
  const loads = { authLayout: vi.fn(), login: vi.fn(), appLayout: vi.fn(), listings: vi.fn(), terms: vi.fn() };
  const lazy = (load: () => void) =>
    Object.assign(async () => ({}), {
      preload: async () => {
        load();
      },
    });
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          handle: { guard: 'logged-out' },
          children: [{ lazy: lazy(loads.authLayout), children: [{ path: 'login', lazy: lazy(loads.login) }] }],
        },
        { handle: { guard: 'public' }, children: [{ path: 'terms-and-conditions', lazy: lazy(loads.terms) }] },
        {
          handle: { guard: 'full-access' },
          children: [{ lazy: lazy(loads.appLayout), children: [{ path: 'all-listings', lazy: lazy(loads.listings) }] }],
        },
      ],
    },
  ];
  return { routes, loads };
}

describe('preloading the first screen', () => {
  it("loads the address's layout and screen modules", () => {
    const { routes, loads } = table();
    preloadRoute(routes, '/all-listings', 'present');
    expect(loads.appLayout).toHaveBeenCalledOnce();
    expect(loads.listings).toHaveBeenCalledOnce();
    expect(loads.login).not.toHaveBeenCalled();
  });

  it('loads the log-in screen instead for a member page when the browser has no session cookie', () => {
    const { routes, loads } = table();
    preloadRoute(routes, '/all-listings', 'none');
    expect(loads.listings).not.toHaveBeenCalled();
    expect(loads.appLayout).not.toHaveBeenCalled();
    expect(loads.authLayout).toHaveBeenCalledOnce();
    expect(loads.login).toHaveBeenCalledOnce();
  });

  it('loads public and log-in pages as they are without a session cookie', () => {
    const { routes, loads } = table();
    preloadRoute(routes, '/terms-and-conditions', 'none');
    preloadRoute(routes, '/login', 'none');
    expect(loads.terms).toHaveBeenCalledOnce();
    expect(loads.login).toHaveBeenCalledOnce();
  });

  it('does nothing for an address no route matches', () => {
    const { routes, loads } = table();
    preloadRoute(routes, '/nowhere/at/all', 'present');
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it("hands the page's first-screen reads to the screens, and resolves once they have loaded", async () => {
    const given: unknown[] = [];
    const lazy = Object.assign(async () => ({}), { preload: async (reads?: unknown) => void given.push(reads) });
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'all-listings', lazy }] }];
    const reads = { '/api/profile': { id: 1 } };
    await preloadRoute(routes, '/all-listings', 'present', reads);
    expect(given).toEqual([reads]);
  });
});
