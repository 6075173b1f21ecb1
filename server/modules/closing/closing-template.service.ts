/**
 * The closing checklist's template (staff): read, and replaced whole in its new order. Renaming keeps an item's key;
 * a new item gets a key from its title. Deals whose room is open keep the items they were given.
 */
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { CLOSING_MESSAGES, type ClosingTemplate, type ClosingTemplateChange, type OwnerSide } from '../../../contracts/closing/closing';
import type { Db } from '../../platform/db/database';
import { validationError } from '../../platform/errors';
import { closingTemplateItems, type ClosingTemplateItemRow } from './closing.table';

const toTemplate = (rows: ClosingTemplateItemRow[]): ClosingTemplate => ({
  data: rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    owner_side: row.ownerSide as OwnerSide,
    due_offset_days: row.dueOffsetDays,
  })),
});

export async function closingTemplate(db: Db): Promise<ClosingTemplate> {
  return toTemplate(await db.select().from(closingTemplateItems).orderBy(asc(closingTemplateItems.position), asc(closingTemplateItems.id)));
}

/** `Staff offers (W-2)` → `staff_offers_w_2`; a key already taken gets a number. */
export function keyFor(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'item';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

export async function saveClosingTemplate(db: Db, change: ClosingTemplateChange, now: Date): Promise<ClosingTemplate> {
  await db.transaction(async (tx) => {
    // One save at a time: two staff saving at once each replace the whole list, the second after the first.
    await tx.execute(sql`lock table ${closingTemplateItems} in share row exclusive mode`);
    const current = await tx.select().from(closingTemplateItems);
    const known = new Map(current.map((row) => [row.id, row]));
    const unknown = change.items.findIndex((item) => item.id !== undefined && !known.has(item.id));
    if (unknown >= 0) throw validationError({ [`items.${unknown}.id`]: [CLOSING_MESSAGES.templateItem] });
    const kept = change.items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    await (kept.length === 0
      ? tx.delete(closingTemplateItems)
      : tx.delete(closingTemplateItems).where(notInArray(closingTemplateItems.id, kept)));
    const taken = new Set(current.filter((row) => kept.includes(row.id)).map((row) => row.key));
    // Positions are not unique, so the rows can be renumbered in any order.
    for (const [index, item] of change.items.entries()) {
      const values = {
        title: item.title,
        ownerSide: item.owner_side,
        dueOffsetDays: item.due_offset_days,
        position: index + 1,
        updatedAt: now,
      };
      if (item.id !== undefined) await tx.update(closingTemplateItems).set(values).where(eq(closingTemplateItems.id, item.id));
      else {
        const key = keyFor(item.title, taken);
        taken.add(key);
        await tx.insert(closingTemplateItems).values({ ...values, key });
      }
    }
  });
  return closingTemplate(db);
}
