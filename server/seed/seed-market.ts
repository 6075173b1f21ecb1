/**
 * The market data's history for the demo (issue #35): practices sold here over the last two years, each a listing
 * disabled as sold here, its deal closed as won and its accepted offer, written in three bulk inserts, then the first
 * snapshot. Enough sales fill several cells (estate planning in the Northeast, family law in the South, personal
 * injury in the West) and leave others with "not enough sales yet". The deals have no buyer or seller id (as if both
 * parties had left), so they sit on nobody's deal board; the listings are sold, so no browse page lists them; and
 * they belong to former members (deactivated accounts), so no demo seller finds thirty practices they never had
 * under My seller listings.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../modules/auth/password';
import { recomputeMarket } from '../modules/market/market-snapshot';
import { generateUniqueId } from '../modules/users/unique-id';
import { users } from '../modules/users/users.table';
import { insertPastSales } from './past-sales';
import type { Db, Transaction } from '../platform/db/database';
import type { SeedContext } from './seed-deps';

interface PastSalesGroup {
  area: string;
  states: string[];
  count: number;
  /** Revenue range in thousands, and the price ÷ revenue range. */
  revenue: [number, number];
  multiple: [number, number];
}

/** count sales per group; groups under 5 sales stay "not enough sales yet". */
const PAST_SALES: PastSalesGroup[] = [
  { area: 'estate_planning', states: ['NY', 'MA', 'PA', 'NJ'], count: 14, revenue: [550, 950], multiple: [0.85, 1.25] },
  { area: 'family', states: ['TX', 'FL', 'GA'], count: 10, revenue: [400, 1400], multiple: [0.6, 0.95] },
  { area: 'personal_injury', states: ['CA', 'WA', 'AZ'], count: 9, revenue: [1100, 1900], multiple: [0.9, 1.5] },
  { area: 'criminal', states: ['IL', 'OH'], count: 3, revenue: [300, 700], multiple: [0.5, 0.8] },
  { area: 'immigration', states: ['CA'], count: 2, revenue: [350, 600], multiple: [0.7, 0.9] },
];

/** How the past sales' listings are named, so the demo's own checks can tell them apart. */
export const PAST_SALE_PREFIX = 'Sold here: ';

/** The former members whose practices sold here: deactivated, with a password nobody knows. */
const FORMER_SELLERS = [
  ['Catherine', 'Moss'],
  ['Gerald', 'Ortiz'],
  ['Linda', 'Park'],
  ['Raymond', 'Cole'],
  ['Susan', 'Hale'],
] as const;
const DAY = 86_400_000;

async function insertFormerSellers(tx: Transaction, now: Date): Promise<number[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const joined = new Date(now.getTime() - 1_000 * DAY);
  const rows = await tx
    .insert(users)
    .values(
      FORMER_SELLERS.map(([firstName, lastName], index) => ({
        uniqueId: generateUniqueId(),
        firstName,
        lastName,
        email: `${firstName}.${lastName}.former@example.com`.toLowerCase(),
        phone: `202555017${index}`,
        userType: 'selling' as const,
        passwordHash,
        active: false,
        hasAcceptedTerms: true,
        termsAcceptedAt: joined,
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** A fixed sequence, so every demo install shows the same figures. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const between = (random: () => number, [low, high]: [number, number]) => low + (high - low) * random();
const thousands = (value: number) => Math.round(value) * 1000;

export async function seedMarket({ tx, now }: Pick<SeedContext, 'tx' | 'now'>): Promise<void> {
  const random = sequence(35);
  const sellers = await insertFormerSellers(tx, now);
  const sales = PAST_SALES.flatMap((group) =>
    Array.from({ length: group.count }, (_, index) => {
      const revenue = thousands(between(random, group.revenue));
      const price = thousands((revenue * between(random, group.multiple)) / 1000);
      const closedDaysAgo = 30 + Math.floor(random() * 700);
      const listedDaysAgo = closedDaysAgo + 60 + Math.floor(random() * 240);
      const earnout = random() < 0.6;
      return {
        group,
        state: group.states[index % group.states.length]!,
        ownerId: sellers[index % sellers.length]!,
        revenue,
        sde: thousands((revenue * between(random, [0.3, 0.45])) / 1000),
        price,
        cash: earnout ? thousands((price * between(random, [0.6, 0.85])) / 1000) : price,
        earnoutMonths: earnout ? [12, 18, 24, 36][Math.floor(random() * 4)]! : null,
        listedAt: new Date(now.getTime() - listedDaysAgo * DAY),
        closedAt: new Date(now.getTime() - closedDaysAgo * DAY),
      };
    }),
  );
  await insertPastSales(
    tx,
    sales.map((sale, index) => ({
      ownerId: sale.ownerId,
      headline: `${PAST_SALE_PREFIX}${sale.group.area.replace(/_/g, ' ')} practice (${sale.state}) #${index + 1}`,
      practiceAreas: [sale.group.area],
      state: sale.state,
      revenue: sale.revenue,
      sde: sale.sde,
      price: sale.price,
      cashAtClosing: sale.cash,
      earnoutMonths: sale.earnoutMonths,
      listedAt: sale.listedAt,
      closedAt: sale.closedAt,
    })),
  );
  await recomputeMarket(tx as unknown as Db, now);
}
