import { eq } from 'drizzle-orm';
import type { FirmIdentity } from '../../../contracts/public-face/identifying-details';
import { users } from '../users/users.table';
import type { DbOrTx } from './listings.repository';

/** The seller's names, for the identifying-details check of their listing's public face. */
export async function sellerNames(db: DbOrTx, ownerId: number): Promise<Pick<FirmIdentity, 'firstName' | 'lastName'>> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ownerId));
  return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
}
