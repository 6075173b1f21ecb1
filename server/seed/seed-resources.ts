import { resources } from '../modules/resources/resources.table';
import { DEMO_RESOURCES } from './demo-resources';
import type { SeedContext } from './seed-deps';

/** The starting library (written already clean, as the sanitiser leaves it: demo.test.ts checks), in the order written: each list numbers its own resources (a `both` one is in each). */
export async function seedResources({ tx, now }: Pick<SeedContext, 'tx' | 'now'>): Promise<void> {
  let buyer = 0;
  let seller = 0;
  await tx.insert(resources).values(
    DEMO_RESOURCES.map((resource) => ({
      ...resource,
      buyerPosition: resource.audience === 'seller' ? null : ++buyer,
      sellerPosition: resource.audience === 'buyer' ? null : ++seller,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
