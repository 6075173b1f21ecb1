import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levelFromGrants } from '../../../contracts/verifications/levels';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';
import { chatClient } from '../chats/chats.test-support';
import { chats } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { grantEarnedLevel, recomputeUserLevel, revokeEarnedLevel } from './verification-levels.service';
import { verificationEvents, verifications } from './verifications.table';

const t = useTestApp();

const day = 86_400_000;
const levelOf = async (userId: number) =>
  (await t.database.db.select({ level: users.verificationLevel }).from(users).where(eq(users.id, userId)))[0]!.level;
const approve = (userId: number, level: string, expiresAt: Date | null = null) =>
  t.database.db.insert(verifications).values({ userId, level, status: 'approved', decidedAt: new Date(), expiresAt });

describe('levelFromGrants (the one rule)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('takes the highest approved, unexpired level, in the order unverified < VI < VBO < VFL < VLP', () => {
    expect(levelFromGrants([], now)).toBe('unverified');
    expect(
      levelFromGrants(
        [
          { level: 'VI', status: 'approved', expiresAt: null },
          { level: 'VBO', status: 'approved', expiresAt: null },
        ],
        now,
      ),
    ).toBe('VBO');
    expect(
      levelFromGrants(
        [
          { level: 'VFL', status: 'approved', expiresAt: null },
          { level: 'VBO', status: 'approved', expiresAt: null },
        ],
        now,
      ),
    ).toBe('VFL');
  });
  it('ignores grants that are not approved or have expired', () => {
    const grants = [
      { level: 'VLP', status: 'approved', expiresAt: new Date(now.getTime() - 1) },
      { level: 'VFL', status: 'rejected', expiresAt: null },
      { level: 'VBO', status: 'in_review', expiresAt: null },
      { level: 'VI', status: 'approved', expiresAt: new Date(now.getTime() + day) },
    ];
    expect(levelFromGrants(grants, now)).toBe('VI');
    expect(levelFromGrants([{ level: 'VLP', status: 'approved', expiresAt: now }], now)).toBe('unverified');
  });
});

describe('recomputeUserLevel', () => {
  it('writes the level, which the listings copy as the seller level', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const listing = await buildListing(t.database.db, { owner: seller });
    await approve(seller.id, 'VBO');
    await approve(seller.id, 'VLP', new Date(Date.now() - day));
    expect(await recomputeUserLevel(t.deps, seller.id)).toEqual({ previous: 'unverified', level: 'VBO' });
    expect(await levelOf(seller.id)).toBe('VBO');
    const [copy] = await t.database.db
      .select({ level: listings.sellerVerificationLevel })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(copy!.level).toBe('VBO');
  });

  it('closes the buyer’s open requests on listings that now ask for more, and reopens one when asked again at the level', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const buyer = await buildUser(t.database.db, { userType: 'buying' });
    const strict = await buildListing(t.database.db, { owner: seller, minimumVerificationLevel: 'VLP' });
    const easy = await buildListing(t.database.db, { owner: seller, minimumVerificationLevel: 'VI' });
    const [funds] = await approve(buyer.id, 'VLP').returning();
    await approve(buyer.id, 'VI');
    await recomputeUserLevel(t.deps, buyer.id);
    const http = chatClient(t);
    const as = await t.loginAs(buyer.id);
    const strictChat = (await http.requestMatch(as, strict.id)).json().id as number;
    const easyChat = (await http.requestMatch(as, easy.id)).json().id as number;

    await t.database.db.update(verifications).set({ status: 'removed' }).where(eq(verifications.id, funds!.id));
    expect(await recomputeUserLevel(t.deps, buyer.id)).toEqual({ previous: 'VLP', level: 'VI' });
    const statusOf = async (id: number) => (await t.database.db.select().from(chats).where(eq(chats.id, id)))[0]!;
    expect((await statusOf(strictChat)).status).toBe('declined');
    expect((await statusOf(easyChat)).status).toBe('pending');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => n.subject)).toContain('Your access request was closed');

    // Below the minimum the request stays closed; back at VLP it is pending again, the same chat.
    expect((await http.requestMatch(as, strict.id)).statusCode).toBe(403);
    await approve(buyer.id, 'VLP');
    await recomputeUserLevel(t.deps, buyer.id);
    const again = await http.requestMatch(as, strict.id);
    expect([again.statusCode, again.json().id, again.json().status]).toEqual([200, strictChat, 'pending']);
  });
});

describe('grantEarnedLevel / revokeEarnedLevel', () => {
  it('grants VFL from a valuation once, notifies the user, and revokes it', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    await approve(seller.id, 'VI');
    const first = await grantEarnedLevel(t.deps, { userId: seller.id, level: 'VFL', source: 'valuation', sourceId: 4242 });
    expect([first.previous, first.level]).toEqual(['unverified', 'VFL']);
    const again = await grantEarnedLevel(t.deps, { userId: seller.id, level: 'VFL', source: 'valuation', sourceId: 4242 });
    expect(again.verification.id).toBe(first.verification.id);
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.userId, seller.id), eq(verifications.level, 'VFL')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'valuation', sourceId: 4242, status: 'approved' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => [n.event, n.subject])).toEqual([['verification_result', 'You are now Valuation Verified']]);

    expect(
      await revokeEarnedLevel(t.deps, {
        userId: seller.id,
        level: 'VFL',
        source: 'valuation',
        sourceId: 4242,
        reason: 'The valuation was withdrawn.',
      }),
    ).toEqual({
      previous: 'VFL',
      level: 'VI',
    });
    expect(await levelOf(seller.id)).toBe('VI');
    const events = await t.database.db.select().from(verificationEvents).where(eq(verificationEvents.userId, seller.id));
    expect(events.map((event) => event.action)).toEqual(['granted', 'granted', 'revoked']);
  });

  it('grants with an expiry that the level honours', async () => {
    const user = await buildUser(t.database.db);
    await grantEarnedLevel(t.deps, {
      userId: user.id,
      level: 'VFL',
      source: 'valuation',
      sourceId: 77,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await levelOf(user.id)).toBe('unverified');
  });
});
