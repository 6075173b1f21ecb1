import { describe, expect, it } from 'vitest';
import {
  applyStateToSearchParams,
  DEFAULT_USERS_STATE,
  nextSort,
  pageWindow,
  sortDirection,
  stateFromSearchParams,
  usersApiParams,
  withFilters,
} from './usersQuery';

describe('users table state', () => {
  it('reads defaults from an empty address bar and drops values the server would refuse', () => {
    expect(stateFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_USERS_STATE);
    const state = stateFromSearchParams(
      new URLSearchParams('role=owner&type=selling&active=maybe&level=VX&page=-2&per_page=7&sort=password'),
    );
    expect(state).toEqual({ ...DEFAULT_USERS_STATE, userType: 'selling' });
  });

  it('round-trips through the address bar, writing only what differs and keeping other params', () => {
    const state = {
      ...DEFAULT_USERS_STATE,
      search: 'mason',
      role: 'admin',
      active: 'false' as const,
      verificationLevel: 'VI',
      page: 3,
      perPage: 50,
      sort: 'name',
    };
    const params = applyStateToSearchParams(state, new URLSearchParams('user=12'));
    expect(params.get('user')).toBe('12');
    expect(params.has('type')).toBe(false);
    expect(stateFromSearchParams(params)).toEqual(state);
    expect(applyStateToSearchParams(DEFAULT_USERS_STATE, params).toString()).toBe('user=12');
  });

  it('returns to page 1 when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_USERS_STATE, page: 4 }, { role: 'admin' })).toMatchObject({ page: 1, role: 'admin' });
  });

  it('builds the API query with bracketed filters and no empty ones', () => {
    expect(usersApiParams(DEFAULT_USERS_STATE)).toEqual({ page: 1, per_page: 25, sort: '-created_at' });
    expect(
      usersApiParams({
        ...DEFAULT_USERS_STATE,
        search: '  ann ',
        userType: 'none',
        role: 'user',
        active: 'true',
        verificationLevel: 'VLP',
      }),
    ).toEqual({
      page: 1,
      per_page: 25,
      sort: '-created_at',
      search: 'ann',
      'filter[user_type]': 'none',
      'filter[role]': 'user',
      'filter[active]': 'true',
      'filter[verification_level]': 'VLP',
    });
  });
});

describe('sorting', () => {
  it('cycles a column ascending then descending; dates start newest first', () => {
    expect(nextSort('-created_at', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'created_at')).toBe('-created_at');
    expect(sortDirection('-email', 'email')).toBe('descending');
    expect(sortDirection('-email', 'name')).toBe('none');
  });
});

describe('pageWindow', () => {
  it('centres on the current page within the bounds', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
