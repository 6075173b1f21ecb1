/**
 * Changing the checklist: either side (or staff) adds items and edits any item's title, owner, due date and status.
 * Each change is one UPDATE of the fields sent, so two sides ticking at once lose nothing; an item a side added is
 * deleted only by its adder or staff, a template item never (it is marked not applicable).
 */
import { and, eq, max } from 'drizzle-orm';
import { CLOSING_MESSAGES, type ClosingItemChange, type ClosingRoom, type NewClosingItem } from '../../../contracts/closing/closing';
import type { UploadedFile } from '../../../contracts/common/common';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { ClosingActor } from './closing-access';
import { checkClosingFiles, removeObjects, storeClosingFiles } from './closing-files';
import { closingRoomView, mayRemoveItem, openRoomToChange } from './closing-room';
import { closingFiles, closingItems } from './closing.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

async function itemOf(deps: Deps, dealId: number, itemId: number) {
  const [item] = await deps.database.db
    .select()
    .from(closingItems)
    .where(and(eq(closingItems.id, itemId), eq(closingItems.dealId, dealId)))
    .limit(1);
  if (!item) throw notFound();
  return item;
}

export async function addClosingItem(deps: Deps, actor: ClosingActor, dealId: number, input: NewClosingItem): Promise<ClosingRoom> {
  const found = await openRoomToChange(deps, actor, dealId);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(closingItems.position) })
      .from(closingItems)
      .where(eq(closingItems.dealId, dealId));
    await tx.insert(closingItems).values({
      dealId,
      key: null,
      title: input.title,
      ownerSide: input.owner_side,
      dueOn: input.due_on ?? null,
      position: (last?.position ?? 0) + 1,
      addedById: actor.user.id,
      updatedById: actor.user.id,
      createdAt: now,
      updatedAt: now,
    });
  });
  return closingRoomView(deps.database.db, actor, found, now);
}

export async function updateClosingItem(
  deps: Deps,
  actor: ClosingActor,
  ids: { dealId: number; itemId: number },
  change: ClosingItemChange,
): Promise<ClosingRoom> {
  const found = await openRoomToChange(deps, actor, ids.dealId);
  const now = deps.now();
  const updated = await deps.database.db
    .update(closingItems)
    .set({
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.owner_side === undefined ? {} : { ownerSide: change.owner_side }),
      ...(change.due_on === undefined ? {} : { dueOn: change.due_on }),
      ...(change.status === undefined ? {} : { status: change.status }),
      updatedById: actor.user.id,
      updatedAt: now,
    })
    .where(and(eq(closingItems.id, ids.itemId), eq(closingItems.dealId, ids.dealId)))
    .returning({ id: closingItems.id });
  if (updated.length === 0) throw notFound();
  return closingRoomView(deps.database.db, actor, found, now);
}

export async function removeClosingItem(deps: Deps, actor: ClosingActor, ids: { dealId: number; itemId: number }): Promise<ClosingRoom> {
  const found = await openRoomToChange(deps, actor, ids.dealId);
  const item = await itemOf(deps, ids.dealId, ids.itemId);
  if (item.key !== null) throw forbidden(CLOSING_MESSAGES.templateItemKept);
  if (!mayRemoveItem(item, actor)) throw forbidden(CLOSING_MESSAGES.removeOwnOnly);
  const keys = await deps.database.db.transaction(async (tx) => {
    const files = await tx.delete(closingFiles).where(eq(closingFiles.itemId, item.id)).returning({ key: closingFiles.storageKey });
    await tx.delete(closingItems).where(eq(closingItems.id, item.id));
    return files.map((file) => file.key);
  });
  await removeObjects(deps, keys);
  return closingRoomView(deps.database.db, actor, found, deps.now());
}

export async function attachItemFiles(
  deps: Deps,
  actor: ClosingActor,
  ids: { dealId: number; itemId: number },
  files: UploadedFile[],
): Promise<ClosingRoom> {
  const found = await openRoomToChange(deps, actor, ids.dealId);
  const item = await itemOf(deps, ids.dealId, ids.itemId);
  const checked = await checkClosingFiles(ids.dealId, files);
  const now = deps.now();
  // The item is touched in the files' transaction: deleted meanwhile, the upload is refused and nothing is kept.
  await storeClosingFiles(deps, { dealId: ids.dealId, uploadedById: actor.user.id, parent: { itemId: item.id } }, checked, async (tx) => {
    const touched = await tx
      .update(closingItems)
      .set({ updatedById: actor.user.id, updatedAt: now })
      .where(eq(closingItems.id, item.id))
      .returning({ id: closingItems.id });
    if (touched.length === 0) throw notFound();
  });
  return closingRoomView(deps.database.db, actor, found, now);
}
