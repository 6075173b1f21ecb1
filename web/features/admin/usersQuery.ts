/** The staff users table's state: kept in the address bar (shareable, back/forward work) and turned into GET /api/users params. */
import {
  ADMIN_USER_SORTS,
  ADMIN_USER_TYPE_FILTERS,
  ADMIN_USERS_PER_PAGE,
  DEFAULT_ADMIN_USER_SORT,
  type AdminUserSortField,
  type AdminUsersQueryParams,
} from '../../../contracts/admin/admin';
import { ROLES, VERIFICATION_LEVEL_KEYS } from '../../../contracts/users/users';

export type ActiveFilter = '' | 'true' | 'false';

export interface UsersTableState {
  search: string;
  userType: string;
  role: string;
  active: ActiveFilter;
  verificationLevel: string;
  page: number;
  perPage: number;
  sort: string;
}

export const PER_PAGE_OPTIONS = [ADMIN_USERS_PER_PAGE, 50, 100] as const;

export const DEFAULT_USERS_STATE: UsersTableState = {
  search: '',
  userType: '',
  role: '',
  active: '',
  verificationLevel: '',
  page: 1,
  perPage: ADMIN_USERS_PER_PAGE,
  sort: DEFAULT_ADMIN_USER_SORT,
};

/** Address-bar names; `user` (the open detail panel) is left alone. */
const KEYS = {
  search: 'q',
  userType: 'type',
  role: 'role',
  active: 'active',
  verificationLevel: 'level',
  page: 'page',
  perPage: 'per_page',
  sort: 'sort',
} as const;

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/** Reads the state from the address bar, dropping anything the server would refuse. */
export function stateFromSearchParams(params: URLSearchParams): UsersTableState {
  const perPage = positive(params.get(KEYS.perPage), ADMIN_USERS_PER_PAGE);
  return {
    search: (params.get(KEYS.search) ?? '').slice(0, 200),
    userType: oneOf(params.get(KEYS.userType), ADMIN_USER_TYPE_FILTERS),
    role: oneOf(params.get(KEYS.role), ROLES),
    active: oneOf(params.get(KEYS.active), ['true', 'false']) as ActiveFilter,
    verificationLevel: oneOf(params.get(KEYS.verificationLevel), VERIFICATION_LEVEL_KEYS),
    page: positive(params.get(KEYS.page), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : ADMIN_USERS_PER_PAGE,
    sort: oneOf(params.get(KEYS.sort), ADMIN_USER_SORTS) || DEFAULT_ADMIN_USER_SORT,
  };
}

/** Writes the state into the address bar, only what differs from the defaults, keeping other params. */
export function applyStateToSearchParams(state: UsersTableState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of Object.keys(KEYS) as (keyof UsersTableState)[]) {
    const value = String(state[field]);
    if (value === String(DEFAULT_USERS_STATE[field])) next.delete(KEYS[field]);
    else next.set(KEYS[field], value);
  }
  return next;
}

/** A filter or search change starts again at page 1. */
export function withFilters(state: UsersTableState, patch: Partial<Omit<UsersTableState, 'page'>>): UsersTableState {
  return { ...state, ...patch, page: 1 };
}

/** GET /api/users query: bracketed filter keys, empty filters left out. */
export function usersApiParams(state: UsersTableState): AdminUsersQueryParams {
  const params: AdminUsersQueryParams = { page: state.page, per_page: state.perPage, sort: state.sort };
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.userType) params['filter[user_type]'] = state.userType;
  if (state.role) params['filter[role]'] = state.role;
  if (state.active) params['filter[active]'] = state.active;
  if (state.verificationLevel) params['filter[verification_level]'] = state.verificationLevel;
  return params;
}

export type SortDirection = 'ascending' | 'descending' | 'none';

export function sortDirection(sort: string, field: AdminUserSortField): SortDirection {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** Clicking a column: ascending first (dates newest first), then the other way. */
export function nextSort(sort: string, field: AdminUserSortField): string {
  const direction = sortDirection(sort, field);
  if (direction === 'none') return field === 'created_at' ? `-${field}` : field;
  return direction === 'ascending' ? `-${field}` : field;
}

export { pageWindow } from '../../components/ListPagination';
