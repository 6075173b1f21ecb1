import { aliasedTable, and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Valuation, ValuationList, ValuationsQuery } from '../../../contracts/valuations/records';
import type { Db } from '../../platform/db/database';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { toValuation, type ValuationWithPeople } from './valuation-view';
import { valuations } from './valuations.table';

const owners = aliasedTable(users, 'owners');
const assignees = aliasedTable(users, 'assignees');

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const selection = {
  valuation: valuations,
  listing: { id: listings.id, headline: listings.headline, status: listings.status },
  owner: { id: owners.id, firstName: owners.firstName, lastName: owners.lastName, email: owners.email, uniqueId: owners.uniqueId },
  assignee: { id: assignees.id, firstName: assignees.firstName, lastName: assignees.lastName },
};

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(valuations)
    .innerJoin(owners, eq(owners.id, valuations.ownerId))
    .leftJoin(listings, and(eq(listings.id, valuations.listingId), isNull(listings.deletedAt)))
    .leftJoin(assignees, eq(assignees.id, valuations.assignedTo));
}

/** One valuation with its listing, owner and assignee, or null. */
export async function findValuation(db: Db, id: number): Promise<ValuationWithPeople | null> {
  const [row] = await baseQuery(db).where(eq(valuations.id, id)).limit(1);
  return (row as ValuationWithPeople | undefined) ?? null;
}

export interface ValuationListScope {
  /** Only this owner's valuations (members); staff's expert queue passes null. */
  ownerId: number | null;
  staffId: number | null;
  forStaff: boolean;
}

function whereOf(scope: ValuationListScope, query: ValuationsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.ownerId !== null) conditions.push(eq(valuations.ownerId, scope.ownerId));
  else conditions.push(ne(valuations.status, 'estimate'));
  if (query['filter[status]']) conditions.push(eq(valuations.status, query['filter[status]']));
  if (query['filter[side]']) conditions.push(eq(valuations.side, query['filter[side]']));
  if (query['filter[assigned]'] === 'me' && scope.staffId !== null) conditions.push(eq(valuations.assignedTo, scope.staffId));
  if (query['filter[assigned]'] === 'none') conditions.push(isNull(valuations.assignedTo));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    conditions.push(
      or(
        ilike(valuations.title, pattern),
        ilike(listings.headline, pattern),
        ...(scope.forStaff
          ? [
              ilike(sql`${owners.firstName} || ' ' || ${owners.lastName}`, pattern),
              ilike(owners.email, pattern),
              ilike(owners.uniqueId, pattern),
            ]
          : []),
      ),
    );
  }
  return and(...conditions);
}

export async function listValuations(db: Db, scope: ValuationListScope, query: ValuationsQuery): Promise<ValuationList> {
  const where = whereOf(scope, query);
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(valuations)
      .innerJoin(owners, eq(owners.id, valuations.ownerId))
      .leftJoin(listings, and(eq(listings.id, valuations.listingId), isNull(listings.deletedAt)))
      .where(where),
    baseQuery(db)
      .where(where)
      // The expert queue shows open requests first, oldest first; a member sees their newest valuation first.
      .orderBy(
        ...(scope.ownerId === null
          ? [sql`(${valuations.status} = 'completed') asc`, sql`${valuations.requestedAt} asc nulls last`, valuations.id]
          : [desc(valuations.createdAt), desc(valuations.id)]),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((row): Valuation => toValuation(row as ValuationWithPeople, { forStaff: scope.forStaff })),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}
