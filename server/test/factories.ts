import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../modules/auth/password';
import { users, type NewUserRow, type UserRow } from '../modules/users/users.table';
import { listings, type ListingRow, type NewListingRow } from '../modules/listings/listings.table';

export const DEFAULT_PASSWORD = 'correct horse battery staple';
let defaultHash: Promise<string> | undefined;
let sequence = 0;

/** 1 → "A", 26 → "Z", 27 → "AA": a firm's name that never shares a number with its headline or address. */
function letters(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
  return text;
}

/** Inserts a unique, fully onboarded buyer unless told otherwise. */
export async function buildUser(db: Db, overrides: Partial<NewUserRow> & { password?: string } = {}): Promise<UserRow> {
  const { password, ...fields } = overrides;
  const n = ++sequence;
  const tag = randomBytes(4).toString('hex');
  const passwordHash = password ? await hashPassword(password) : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      uniqueId: `LX-T${tag.toUpperCase()}`,
      firstName: 'Test',
      lastName: `User ${n}`,
      email: `user-${tag}-${n}@example.test`,
      phone: `555${String(1000000 + n).slice(-7)}`,
      passwordHash,
      userType: 'buying',
      hasAcceptedTerms: true,
      termsAcceptedAt: now,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      ...fields,
    })
    .returning();
  return user!;
}

export const buildAdmin = (db: Db, overrides: Partial<NewUserRow> = {}) =>
  buildUser(db, { role: 'admin', userType: 'other', ...overrides });

/** Inserts a listing for the owner: active, with the core facts filled, unless told otherwise. */
export async function buildListing(db: Db, overrides: Partial<NewListingRow> & { owner: Pick<UserRow, 'id'> }): Promise<ListingRow> {
  const { owner, ...fields } = overrides;
  const n = ++sequence;
  const [listing] = await db
    .insert(listings)
    .values({
      ownerId: owner.id,
      status: 'active',
      headline: `Established practice ${n}`,
      firmName: `Firm ${letters(n)} LLP`,
      city: 'Springfield',
      address: `${1000 + n} Main Street`,
      practiceAreas: ['estate_planning'],
      state: 'IL',
      metro: 'Chicago',
      yearEstablished: 1995,
      attorneys: 3,
      staff: 4,
      grossRevenues: [900_000, 850_000, 800_000],
      revenue: 900_000,
      sde: 300_000,
      askingPrice: 750_000,
      moreInfo: { reason_to_sell: 'Retiring', billing_structures: ['hourly'] },
      percentages: {
        billing_mix: { hourly: 100, fixed: 0, contingency: 0 },
        client_mix: { individuals: 100 },
        referral_sources: { repeat: 50, referrals: 50 },
      },
      litigationServices: 'no',
      hasUsableInformation: true,
      // Active and disabled listings went through staff review once.
      approvedAt: ['active', 'disabled'].includes(fields.status ?? 'active') ? new Date() : null,
      ...fields,
    })
    .returning();
  return listing!;
}
