import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_MESSAGES,
  type ResourceFields,
  type ResourceList,
  type ResourceOrder,
} from '../../../contracts/resources/resources';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, validationError } from '../../platform/errors';
import type { UploadedFile } from '../../../contracts/common/common';
import { sanitizeRichText } from '../../platform/sanitize';
import type { UserRow } from '../users/users.table';
import { checkResourceFile } from './resource-file';
import { canReadList, canReadResource, listsOf, ownList } from './resources.policy';
import { resources, type ResourceRow } from './resources.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

const positionOf = (list: ResourceList) => (list === 'buyer' ? resources.buyerPosition : resources.sellerPosition);

function summaryOf(row: ResourceRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    audience: row.audience,
    kind: row.kind,
    category: row.category,
    file:
      row.fileKey && row.fileName
        ? { name: row.fileName, size: row.fileSize ?? 0, type: row.fileType ?? 'application/octet-stream' }
        : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const presentResource = (row: ResourceRow) => ({ ...summaryOf(row), body: row.body, created_at: row.createdAt.toISOString() });

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listResources(
  deps: Deps,
  user: UserRow,
  query: { audience?: ResourceList; search?: string; category?: (typeof RESOURCE_CATEGORIES)[number] },
) {
  const list = query.audience ?? ownList(user);
  if (!canReadList(user, list)) throw forbidden(RESOURCE_MESSAGES.otherList(list));
  const position = positionOf(list);
  const rows = await deps.database.db.select().from(resources).where(isNotNull(position)).orderBy(asc(position), asc(resources.id));
  const categories = RESOURCE_CATEGORIES.filter((category) => rows.some((row) => row.category === category));
  const filters: SQL[] = [isNotNull(position)];
  if (query.category) filters.push(eq(resources.category, query.category));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    filters.push(or(ilike(resources.title, pattern), ilike(resources.summary, pattern), ilike(resources.body, pattern))!);
  }
  const matching =
    filters.length === 1
      ? rows
      : await deps.database.db
          .select()
          .from(resources)
          .where(and(...filters))
          .orderBy(asc(position), asc(resources.id));
  return { data: matching.map(summaryOf), categories, total: rows.length };
}

async function findResource(deps: Deps, id: number) {
  const [row] = await deps.database.db.select().from(resources).where(eq(resources.id, id));
  return row;
}

/** A resource the caller may read, else 404 (a buyer never learns a seller-only resource exists). */
export async function readableResource(deps: Deps, user: UserRow, id: number): Promise<ResourceRow> {
  const row = await findResource(deps, id);
  if (!row || !canReadResource(user, row.audience)) throw notFound(RESOURCE_MESSAGES.notFound);
  return row;
}

/** The next position at the end of each list the audience puts the resource in. */
async function endPositions(db: AppDeps['database']['db'], audience: ResourceFields['audience']) {
  const [ends] = await db
    .select({
      buyer: sql<number>`coalesce(max(${resources.buyerPosition}), 0)::int`,
      seller: sql<number>`coalesce(max(${resources.sellerPosition}), 0)::int`,
    })
    .from(resources);
  const lists = listsOf(audience);
  return {
    buyerPosition: lists.includes('buyer') ? ends!.buyer + 1 : null,
    sellerPosition: lists.includes('seller') ? ends!.seller + 1 : null,
  };
}

/** Stores the new file first; a failed database write removes it again. */
async function withStoredFile<T>(
  deps: Deps,
  file: UploadedFile | undefined,
  write: (stored: Awaited<ReturnType<typeof checkResourceFile>> | null) => Promise<T>,
) {
  const checked = file ? await checkResourceFile(file) : null;
  if (checked) await deps.storage.put(checked.key, checked.data, checked.type);
  try {
    return await write(checked);
  } catch (error) {
    if (checked) await deps.storage.delete(checked.key).catch(() => {});
    throw error;
  }
}

export async function createResource(deps: Deps, staff: UserRow, fields: ResourceFields, file?: UploadedFile) {
  return withStoredFile(deps, file, async (stored) => {
    const row = await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.resources.order'))`);
      const positions = await endPositions(tx as unknown as AppDeps['database']['db'], fields.audience);
      const [inserted] = await tx
        .insert(resources)
        .values({
          ...fields,
          body: sanitizeRichText(fields.body),
          ...positions,
          ...(stored ? { fileKey: stored.key, fileName: stored.name, fileType: stored.type, fileSize: stored.size } : {}),
          createdBy: staff.id,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        })
        .returning();
      return inserted!;
    });
    return presentResource(row);
  });
}

export async function updateResource(
  deps: Deps,
  id: number,
  fields: ResourceFields,
  change: { file?: UploadedFile; removeFile?: boolean },
) {
  const existing = await findResource(deps, id);
  if (!existing) throw notFound(RESOURCE_MESSAGES.notFound);
  const { row, oldKey } = await withStoredFile(deps, change.file, (stored) =>
    deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.resources.order'))`);
      const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
      if (!current) throw notFound(RESOURCE_MESSAGES.notFound);
      // A list the resource joins puts it at the end; a list it leaves forgets its place.
      const ends = await endPositions(tx as unknown as AppDeps['database']['db'], fields.audience);
      const lists = listsOf(fields.audience);
      const buyerPosition = lists.includes('buyer') ? (current.buyerPosition ?? ends.buyerPosition) : null;
      const sellerPosition = lists.includes('seller') ? (current.sellerPosition ?? ends.sellerPosition) : null;
      const fileChange = stored
        ? { fileKey: stored.key, fileName: stored.name, fileType: stored.type, fileSize: stored.size }
        : change.removeFile
          ? { fileKey: null, fileName: null, fileType: null, fileSize: null }
          : {};
      const [updated] = await tx
        .update(resources)
        .set({ ...fields, body: sanitizeRichText(fields.body), buyerPosition, sellerPosition, ...fileChange, updatedAt: deps.now() })
        .where(eq(resources.id, id))
        .returning();
      return { row: updated!, oldKey: 'fileKey' in fileChange ? current.fileKey : null };
    }),
  );
  if (oldKey) await deps.storage.delete(oldKey).catch(() => {});
  return presentResource(row);
}

export async function deleteResource(deps: Deps, id: number) {
  const [deleted] = await deps.database.db.delete(resources).where(eq(resources.id, id)).returning();
  if (!deleted) throw notFound(RESOURCE_MESSAGES.notFound);
  if (deleted.fileKey) await deps.storage.delete(deleted.fileKey).catch(() => {});
}

/** Staff's drag-and-drop: the order must name exactly the resources of that list, each once. */
export async function reorderResources(deps: Deps, input: ResourceOrder) {
  const position = positionOf(input.audience);
  await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.resources.order'))`);
    const rows = await tx.select({ id: resources.id }).from(resources).where(isNotNull(position));
    const existing = new Set(rows.map((row) => row.id));
    const named = new Set(input.order);
    const exact = named.size === input.order.length && named.size === existing.size && input.order.every((id) => existing.has(id));
    if (!exact) throw validationError({ order: [RESOURCE_MESSAGES.orderMismatch] });
    if (input.order.length === 0) return;
    const column = input.audience === 'buyer' ? sql.raw('buyer_position') : sql.raw('seller_position');
    await tx.execute(sql`
      update resources set ${column} = ordered.position
      from unnest(${sql.raw(`array[${input.order.map((id) => Number(id)).join(',')}]`)}::int[]) with ordinality as ordered(id, position)
      where resources.id = ordered.id`);
  });
  return listResources(deps, { role: 'admin', userType: null } as UserRow, { audience: input.audience });
}

export async function downloadResourceFile(deps: Deps, user: UserRow, id: number) {
  const row = await readableResource(deps, user, id);
  if (!row.fileKey) throw notFound('This resource has no file to download.');
  const object = await deps.storage.get(row.fileKey);
  if (!object) throw notFound('This resource has no file to download.');
  return { filename: row.fileName ?? 'resource', object };
}
