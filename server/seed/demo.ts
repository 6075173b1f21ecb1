import { ne, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../modules/auth/password';
import { users } from '../modules/users/users.table';
import { DEMO_LISTINGS } from './demo-listings';
import { PEOPLE } from './demo-people';
import { seedCustomizations } from './seed-customizations';
import { seedDataRoom } from './seed-data-room';
import { seedDeps, type SeedSettings } from './seed-deps';
import { seedInterest } from './seed-interest';
import { insertDemoListings } from './seed-listings';
import { insertDemoPeople } from './seed-people';
import { seedExperts } from './seed-experts';
import { seedOffers } from './seed-offers';
import { seedClosing } from './seed-closing';
import { seedClientNotices } from './seed-client-notices';
import { seedResources } from './seed-resources';
import { seedValuations } from './seed-valuations';
import { seedSurveys } from './seed-surveys';
import { seedMarket } from './seed-market';
import { seedEarnout } from './seed-earnout';
import { seedVerifications } from './seed-verifications';

/** One password for every demo account, so README and e2e tests can sign in as anyone. */
export const DEMO_PASSWORD = 'lexchange-demo';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  role: 'user' | 'admin';
  userType: 'buying' | 'selling' | 'valuing' | 'other';
  /** What this account is good for in a demo. */
  tryThis: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = PEOPLE.map((person) => ({
  email: person.email,
  password: DEMO_PASSWORD,
  name: `${person.firstName} ${person.lastName}`,
  role: person.role,
  userType: person.userType,
  tryThis: person.tryThis,
}));

/** Any member (not staff) means the database holds real or already-seeded data. */
async function hasMembers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [member] = await db.select({ id: users.id }).from(users).where(ne(users.role, 'admin')).limit(1);
  return Boolean(member);
}

/**
 * A small, believable marketplace to click through on a fresh install: the demo people, their listings in every
 * status, a match with a conversation and a deal, a pending request, a support chat, stars, views and
 * notifications. Does nothing once any member exists, so it never mixes with real data and never runs twice; it
 * is one transaction, so a start interrupted half-way seeds again next time.
 */
export async function seedDemo(db: Db, log: (line: string) => void, now = new Date(), settings: SeedSettings = {}): Promise<boolean> {
  if (await hasMembers(db)) return false;
  const startedAt = performance.now();
  // The services that replay conversations and notifications pull in most of the app's modules, which main.ts is
  // loading at this moment anyway: imported when needed, so the accounts and listings are written meanwhile.
  const replays = Promise.all([
    import('./seed-conversations'),
    import('./seed-notifications'),
    import('./seed-deals'),
    import('../modules'),
  ]);
  replays.catch(() => {}); // awaited below; a failed seed before then must not leave it unhandled
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on the same empty database: the second waits, then finds the members.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.seed-demo'))`);
    if (await hasMembers(tx)) return false;
    const people = await insertDemoPeople(tx, passwordHash, now);
    const listings = await insertDemoListings(tx, people, now);
    const [{ seedConversations }, { seedNotifications }, { seedDeals }, { connectModules }] = await replays;
    // Answering matches opens deals and selling closes them through the modules' registered steps.
    connectModules();
    // The services take the app's deps; theirs run inside this transaction (nested transactions become savepoints).
    const context = { tx, deps: seedDeps(tx as unknown as Db, now, settings), people, listings, now };
    await seedConversations(context);
    await seedCustomizations(context);
    await seedDeals(context);
    await seedOffers(context);
    await seedClosing(context);
    await seedClientNotices(context);
    await seedDataRoom(context);
    await seedInterest(context);
    await seedVerifications(context);
    await seedNotifications(context);
    await seedResources(context);
    await seedExperts(context);
    await seedValuations(context);
    await seedSurveys(context);
    await seedMarket(context);
    await seedEarnout(context);
    return true;
  });
  if (!seeded) return false;
  const logins = DEMO_LOGINS.map((login) => `${login.email} (${login.role === 'admin' ? 'staff' : login.userType})`).join(', ');
  const ms = Math.round(performance.now() - startedAt);
  log(`Demo data loaded in ${ms} ms (${DEMO_LISTINGS.length} listings); every account's password is "${DEMO_PASSWORD}": ${logins}`);
  return true;
}
