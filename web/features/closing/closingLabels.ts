import { OWNER_SIDE_LABELS, type ClosingItem, type OwnerSide } from '../../../contracts/closing/closing';

/** "Seller", "Buyer", "Both sides" — and "You" when the caller is that side. */
export function ownerLabel(owner: OwnerSide, side: 'buyer' | 'seller' | 'staff'): string {
  if (owner === side) return 'You';
  return OWNER_SIDE_LABELS[owner];
}

export const OWNER_BADGE_CLASSES: Record<OwnerSide, string> = {
  buyer: 'text-bg-info',
  seller: 'text-bg-secondary',
  both: 'text-bg-light border',
};

export type ItemOrder = 'checklist' | 'due' | 'owner' | 'status';
export const ITEM_ORDER_LABELS: Record<ItemOrder, string> = {
  checklist: 'Checklist order',
  due: 'Due date',
  owner: 'Owner',
  status: 'Open first',
};

const STATUS_RANK = { open: 0, done: 1, not_applicable: 2 } as const;
const OWNER_RANK = { seller: 0, buyer: 1, both: 2 } as const;

/** The items in the chosen order; ties keep the checklist's order. */
export function orderItems(items: ClosingItem[], order: ItemOrder): ClosingItem[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const key = (entry: { item: ClosingItem; index: number }): [number | string, number] => {
    switch (order) {
      case 'due':
        return [entry.item.due_on ?? '9999-12-31', entry.index];
      case 'owner':
        return [OWNER_RANK[entry.item.owner_side], entry.index];
      case 'status':
        return [STATUS_RANK[entry.item.status], entry.index];
      default:
        return [0, entry.index];
    }
  };
  return indexed
    .sort((a, b) => {
      const [ka, ia] = key(a);
      const [kb, ib] = key(b);
      return ka < kb ? -1 : ka > kb ? 1 : ia - ib;
    })
    .map((entry) => entry.item);
}

/** A YYYY-MM-DD date as "Dec 3, 2026", read as a calendar day (no time-zone shift). */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
