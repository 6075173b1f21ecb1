import type { TestApp } from './app';
import { buildAdmin, buildListing, buildUser } from './factories';

/** A seller with an active listing, a buyer, staff, and their sessions. */
export async function marketplace(t: TestApp) {
  const db = t.database.db;
  const seller = await buildUser(db, { userType: 'selling' });
  const buyer = await buildUser(db, { userType: 'buying' });
  const admin = await buildAdmin(db);
  const listing = await buildListing(db, { owner: seller });
  return {
    seller,
    buyer,
    admin,
    listing,
    as: { seller: await t.loginAs(seller.id), buyer: await t.loginAs(buyer.id), admin: await t.loginAs(admin.id) },
  };
}
