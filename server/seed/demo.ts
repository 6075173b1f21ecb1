import { ne } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../modules/auth/password';
import { users, type NewUserRow } from '../modules/users/users.table';
import { withUniqueId } from '../modules/users/unique-id';

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

interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only; 555-01xx numbers are reserved for fiction. */
  phone: string;
  role: DemoLogin['role'];
  userType: DemoLogin['userType'];
  verificationLevel: string;
  completedSurvey: boolean;
  tryThis: string;
}

const PEOPLE: DemoPerson[] = [
  {
    firstName: 'Margaret', lastName: 'Whitfield', email: 'margaret.whitfield@example.com', phone: '6175550142',
    role: 'user', userType: 'selling', verificationLevel: 'VBO', completedSurvey: true,
    tryThis: 'Seller: estate-planning practice in Boston, retiring; see the seller dashboard and Find a Buyer.',
  },
  {
    firstName: 'Harold', lastName: 'Jennings', email: 'harold.jennings@example.com', phone: '5125550187',
    role: 'user', userType: 'selling', verificationLevel: 'VI', completedSurvey: true,
    tryThis: 'Seller: two-attorney personal-injury firm in Austin; a second seller for matching and messages.',
  },
  {
    firstName: 'Denise', lastName: 'Alvarez', email: 'denise.alvarez@example.com', phone: '6025550119',
    role: 'user', userType: 'valuing', verificationLevel: 'unverified', completedSurvey: false,
    tryThis: 'Valuing: family-law solo in Phoenix who wants a valuation before deciding to sell.',
  },
  {
    firstName: 'Daniel', lastName: 'Okafor', email: 'daniel.okafor@example.com', phone: '3125550163',
    role: 'user', userType: 'buying', verificationLevel: 'VLP', completedSurvey: true,
    tryThis: 'Buyer with verified funds: Chicago business-law firm growing by acquisition; browse listings and the watch list.',
  },
  {
    firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', phone: '4045550128',
    role: 'user', userType: 'buying', verificationLevel: 'VI', completedSurvey: true,
    tryThis: 'Buyer: Atlanta immigration attorney looking for a first practice to buy; see Find a Seller.',
  },
  {
    firstName: 'Samuel', lastName: 'Brennan', email: 'samuel.brennan@example.com', phone: '2065550171',
    role: 'user', userType: 'other', verificationLevel: 'unverified', completedSurvey: false,
    tryThis: 'Other (buyer side): Seattle practice-transition consultant exploring the marketplace.',
  },
  {
    firstName: 'Rebecca', lastName: 'Lindqvist', email: 'rebecca.lindqvist@example.com', phone: '2125550100',
    role: 'admin', userType: 'other', verificationLevel: 'unverified', completedSurvey: false,
    tryThis: 'Staff: the admin screens, user management and impersonation.',
  },
];

export const DEMO_LOGINS: readonly DemoLogin[] = PEOPLE.map((person) => ({
  email: person.email,
  password: DEMO_PASSWORD,
  name: `${person.firstName} ${person.lastName}`,
  role: person.role,
  userType: person.userType,
  tryThis: person.tryThis,
}));

/**
 * A small, believable marketplace to click through on a fresh install. Does nothing once any member exists, so it
 * never mixes with real data. Later features add their demo rows here, keyed on these people.
 */
export async function seedDemo(db: Db, log: (line: string) => void, now = new Date()): Promise<boolean> {
  const [member] = await db.select({ id: users.id }).from(users).where(ne(users.role, 'admin')).limit(1);
  if (member) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Only admins exist here; one of them may already use a demo address (ADMIN_EMAIL).
  const taken = new Set((await db.select({ email: users.email }).from(users)).map((row) => row.email.toLowerCase()));
  await db.transaction(async (tx) => {
    for (const person of PEOPLE.filter((p) => !taken.has(p.email))) {
      const { tryThis: _tryThis, ...fields } = person;
      const row: Omit<NewUserRow, 'uniqueId'> = {
        ...fields,
        passwordHash,
        hasAcceptedTerms: true,
        termsAcceptedAt: now,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      };
      await withUniqueId((uniqueId) => tx.insert(users).values({ ...row, uniqueId }));
    }
  });
  const logins = DEMO_LOGINS.map((login) => `${login.email} (${login.role === 'admin' ? 'staff' : login.userType})`).join(', ');
  log(`Demo data loaded; every account's password is "${DEMO_PASSWORD}": ${logins}`);
  return true;
}
