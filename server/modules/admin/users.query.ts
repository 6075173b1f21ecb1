import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserList, AdminUserSortField } from '../../../contracts/admin/admin';
import type { Db } from '../../platform/db/database';
import { users } from '../users/users.table';
import { toAdminUser } from './admin-user';

export interface AdminUserFilters {
  search?: string;
  userType?: string;
  role?: string;
  active?: boolean;
  verificationLevel?: string;
}

export interface AdminUserListRequest {
  filters: AdminUserFilters;
  sort: string;
  page: number;
  perPage: number;
}

/** LIKE treats % and _ as wildcards; staff searching "john_doe" mean the characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

const SORT_COLUMNS: Record<AdminUserSortField, SQL[]> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  unique_id: [sql`${users.uniqueId}`],
  user_type: [sql`${users.userType}`],
  role: [sql`${users.role}`],
  verification_level: [sql`${users.verificationLevel}`],
  active: [sql`${users.active}`],
  created_at: [sql`${users.createdAt}`],
};

function whereOf(filters: AdminUserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = `%${likeEscape(filters.search)}%`;
    conditions.push(or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(users.uniqueId, pattern)));
  }
  if (filters.userType === 'none') conditions.push(or(isNull(users.userType), eq(users.userType, '-')));
  else if (filters.userType) conditions.push(eq(users.userType, filters.userType));
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.active !== undefined) conditions.push(eq(users.active, filters.active));
  if (filters.verificationLevel) conditions.push(eq(users.verificationLevel, filters.verificationLevel));
  return and(...conditions);
}

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as AdminUserSortField;
  const columns = SORT_COLUMNS[field] ?? SORT_COLUMNS.created_at;
  // The id breaks ties so pages never repeat or skip a user.
  return [...columns.map((column) => (descending ? desc(column) : asc(column))), descending ? desc(users.id) : asc(users.id)];
}

/** The staff users table: search, filters, sort and pages in the list shape of docs/api.md "Conventions". */
export async function listUsersForStaff(db: Db, request: AdminUserListRequest): Promise<AdminUserList> {
  const where = whereOf(request.filters);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderOf(request.sort))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  return {
    data: rows.map(toAdminUser),
    meta: {
      current_page: request.page,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
      per_page: request.perPage,
      total,
    },
  };
}
