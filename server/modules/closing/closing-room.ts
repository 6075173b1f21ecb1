/**
 * A deal's closing room: opened once from the template when both sides have signed the letter of intent (in that
 * signature's transaction, or on the first read of a deal signed before the room existed), and read as docs/api.md shapes it.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { CLOSING_MESSAGES, type ClosingDocument, type ClosingRoom } from '../../../contracts/closing/closing';
import { addDays } from '../../../contracts/offers/terms';
import type { Db, Transaction } from '../../platform/db/database';
import { isStaff } from '../deals/deal.policy';
import { closingDealToChange, waitingForLoi, type ClosingActor, type ClosingDeal } from './closing-access';
import { loiSigned } from './closing.query';
import { closingFiles, closingItems, closingRooms, closingTemplateItems, type ClosingFileRow, type ClosingItemRow } from './closing.table';

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Copies the template into the deal's checklist, once: the room's row decides who copies under concurrent calls. */
export async function openClosingRoom(tx: Transaction, dealId: number, now: Date): Promise<boolean> {
  const opened = await tx.insert(closingRooms).values({ dealId, openedAt: now }).onConflictDoNothing().returning();
  if (opened.length === 0) return false;
  const template = await tx.select().from(closingTemplateItems).orderBy(asc(closingTemplateItems.position), asc(closingTemplateItems.id));
  if (template.length === 0) return true;
  const today = todayOf(now);
  await tx.insert(closingItems).values(
    template.map((item, index) => ({
      dealId,
      key: item.key,
      title: item.title,
      ownerSide: item.ownerSide,
      dueOn: item.dueOffsetDays === null ? null : addDays(today, item.dueOffsetDays),
      position: index + 1,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return true;
}

/** Whether the room is open, opening it when the letter of intent is signed but the room was never opened. */
export async function ensureClosingRoom(db: Db, dealId: number, now: Date): Promise<boolean> {
  const [room] = await db.select({ dealId: closingRooms.dealId }).from(closingRooms).where(eq(closingRooms.dealId, dealId)).limit(1);
  if (room) return true;
  if (!(await loiSigned(db, dealId))) return false;
  await db.transaction((tx) => openClosingRoom(tx, dealId, now));
  return true;
}

export const documentOf = (file: Pick<ClosingFileRow, 'id' | 'filename' | 'size' | 'createdAt'>): ClosingDocument => ({
  id: file.id,
  name: file.filename,
  size: file.size,
  uploaded_at: file.createdAt.toISOString(),
});

export const isOverdue = (row: { status: string; dueOn: string | null }, today: string) =>
  row.status === 'open' && row.dueOn !== null && row.dueOn < today;

/** Only an item a side added can go, deleted by whoever added it or by staff (not acting as a member). */
export function mayRemoveItem(item: Pick<ClosingItemRow, 'key' | 'addedById'>, actor: ClosingActor): boolean {
  if (item.key !== null || actor.impersonating) return false;
  return item.addedById === actor.user.id || isStaff(actor.user);
}

/** The checklist with its files and progress, as the caller reads it. */
export async function closingRoomView(db: Db, actor: ClosingActor, found: ClosingDeal, now: Date): Promise<ClosingRoom> {
  const base = { side: found.side, read_only: actor.impersonating };
  const open = await ensureClosingRoom(db, found.deal.id, now);
  if (!open) return { ...base, open: false, waiting_for: CLOSING_MESSAGES.waitingForLoi, items: [], progress: { done: 0, total: 0 } };
  const items = await db
    .select()
    .from(closingItems)
    .where(eq(closingItems.dealId, found.deal.id))
    .orderBy(asc(closingItems.position), asc(closingItems.id));
  const files =
    items.length === 0
      ? []
      : await db
          .select({
            id: closingFiles.id,
            itemId: closingFiles.itemId,
            filename: closingFiles.filename,
            size: closingFiles.size,
            createdAt: closingFiles.createdAt,
          })
          .from(closingFiles)
          .where(
            inArray(
              closingFiles.itemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(closingFiles.id));
  const today = todayOf(now);
  const counted = items.filter((item) => item.status !== 'not_applicable');
  return {
    ...base,
    open: true,
    waiting_for: null,
    items: items.map((item) => ({
      id: item.id,
      key: item.key,
      title: item.title,
      owner_side: item.ownerSide as ClosingRoom['items'][number]['owner_side'],
      status: item.status as ClosingRoom['items'][number]['status'],
      due_on: item.dueOn,
      overdue: isOverdue(item, today),
      removable: mayRemoveItem(item, actor),
      documents: files.filter((file) => file.itemId === item.id).map(documentOf),
    })),
    progress: { done: counted.filter((item) => item.status === 'done').length, total: counted.length },
  };
}

/** The deal, for a change to its open closing room: 404 for strangers, 403 for staff acting as a member, 409 before the LOI. */
export async function openRoomToChange(
  deps: { database: { db: Db }; now: () => Date },
  actor: ClosingActor,
  dealId: number,
): Promise<ClosingDeal> {
  const found = await closingDealToChange(deps.database.db, actor, dealId);
  if (!(await ensureClosingRoom(deps.database.db, dealId, deps.now()))) throw waitingForLoi();
  return found;
}
