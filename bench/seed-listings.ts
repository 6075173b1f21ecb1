/** Seeds sellers and 10,000 listings (mixed statuses, areas, states, figures) for the listings bench. */
import { PRACTICE_AREA_KEYS } from '../contracts/common/practice-areas';
import { BILLING_STRUCTURE_KEYS } from '../contracts/listings/questionnaire';
import { US_STATES } from '../contracts/common/us-states';
import type { Db } from '../server/platform/db/database';
import { listings, type NewListingRow } from '../server/modules/listings/listings.table';
import { users } from '../server/modules/users/users.table';

const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'draft', 'pending', 'disabled'];
const LEVELS = ['unverified', 'unverified', 'VI', 'VBO', 'VLP'];

/** Deterministic, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedListings(db: Db, count = 10_000, sellers = 1_000): Promise<{ buyerId: number }> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const now = new Date();
  const sellerRows = await db
    .insert(users)
    .values(
      Array.from({ length: sellers + 1 }, (_, i) => ({
        uniqueId: `LX-B${String(i).padStart(6, '0')}`,
        firstName: 'Bench',
        lastName: `User ${i}`,
        email: `bench-${i}@example.test`,
        phone: `555${String(i).padStart(7, '0')}`,
        passwordHash: 'not-a-login',
        userType: i === 0 ? 'buying' : 'selling',
        verificationLevel: pick(LEVELS),
        hasAcceptedTerms: true,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      })),
    )
    .returning({ id: users.id });
  const [buyer, ...owners] = sellerRows;
  const rows: NewListingRow[] = Array.from({ length: count }, (_, i) => {
    const revenue = Math.round(150_000 + next() * 6_000_000);
    return {
      ownerId: pick(owners).id,
      status: pick(STATUSES),
      headline: `Practice ${i}`,
      firmName: `Firm ${i}`,
      practiceAreas: [pick(PRACTICE_AREA_KEYS), pick(PRACTICE_AREA_KEYS)],
      state: pick(US_STATES).code,
      metro: 'Metro',
      yearEstablished: 1960 + Math.floor(next() * 60),
      attorneys: 1 + Math.floor(next() * 20),
      staff: Math.floor(next() * 30),
      grossRevenues: [revenue, revenue * 0.95, revenue * 0.9].map(Math.round),
      revenue,
      sde: Math.round(revenue * 0.3),
      askingPrice: next() < 0.8 ? Math.round(revenue * (0.5 + next())) : null,
      moreInfo: { billing_structures: [pick(BILLING_STRUCTURE_KEYS)], reason_to_sell: 'Retiring' },
      hasUsableInformation: next() < 0.6,
      createdAt: new Date(now.getTime() - Math.floor(next() * 365 * 86_400_000)),
    };
  });
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(listings).values(rows.slice(i, i + 1_000));
  return { buyerId: buyer!.id };
}
