import type { TestApp } from '../../test/app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import type { NewListingRow } from './listings.table';

/** The actors of most listings tests, each with a logged-in session. */
export async function listingActors(t: TestApp) {
  const db = t.database.db;
  const seller = await buildUser(db, { userType: 'selling' });
  const otherSeller = await buildUser(db, { userType: 'selling' });
  const buyer = await buildUser(db, { userType: 'buying' });
  const admin = await buildAdmin(db);
  return {
    seller: { user: seller, headers: await t.loginAs(seller.id) },
    otherSeller: { user: otherSeller, headers: await t.loginAs(otherSeller.id) },
    buyer: { user: buyer, headers: await t.loginAs(buyer.id) },
    admin: { user: admin, headers: await t.loginAs(admin.id) },
  };
}

export const listingOf = (t: TestApp, owner: { id: number }, overrides: Partial<NewListingRow> = {}) =>
  buildListing(t.database.db, { owner, ...overrides });
