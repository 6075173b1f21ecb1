import { buyerCustomizations, sellerCustomizations } from '../modules/customization/customization.table';
import { DEMO_BUYER_CUSTOMIZATIONS, DEMO_SELLER_CUSTOMIZATIONS } from './demo-customizations';
import type { SeedContext } from './seed-deps';

/** The demo members' customizations, so the directory ranks by fit from the first start. */
export async function seedCustomizations({ tx, people }: SeedContext): Promise<void> {
  const buyers = Object.entries(DEMO_BUYER_CUSTOMIZATIONS).map(([key, value]) => ({ userId: people.get(key as never)!.id, ...value }));
  const sellers = Object.entries(DEMO_SELLER_CUSTOMIZATIONS).map(([key, value]) => ({ userId: people.get(key as never)!.id, ...value }));
  if (buyers.length) await tx.insert(buyerCustomizations).values(buyers).onConflictDoNothing();
  if (sellers.length) await tx.insert(sellerCustomizations).values(sellers).onConflictDoNothing();
}
