import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { expireVerifications, purgeDecidedDocuments, remindExpiringVerifications } from './verification-expiry.service';
import { expiryOf } from './verifications.service';
import { verificationDocuments, verifications } from './verifications.table';

const t = useTestApp();

const DAY = 86_400_000;
const at = (now: Date) => ({ ...t.deps, now: () => now });
const levelOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.verificationLevel;
const subjectsOf = async (id: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => n.subject);

describe('expiry', () => {
  it('VLP lasts 180 days from approval; VI lasts through the ID’s own date; others do not expire', () => {
    const approved = new Date('2026-03-01T10:00:00Z');
    expect(expiryOf({ level: 'VLP', idExpiresOn: null }, approved)).toEqual(new Date('2026-08-28T10:00:00Z'));
    expect(expiryOf({ level: 'VI', idExpiresOn: '2027-05-31' }, approved)).toEqual(new Date('2027-06-01T00:00:00Z'));
    expect(expiryOf({ level: 'VBO', idExpiresOn: null }, approved)).toBeNull();
  });

  it('reminds once 14 days before, then lapses the grant, lowers the level and tells the user', async () => {
    const buyer = await buildUser(t.database.db);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 10 * DAY);
    await t.database.db.insert(verifications).values([
      { userId: buyer.id, level: 'VLP', status: 'approved', decidedAt: now, expiresAt },
      { userId: buyer.id, level: 'VI', status: 'approved', decidedAt: now, expiresAt: new Date(now.getTime() + 400 * DAY) },
    ]);
    await t.database.db.update(users).set({ verificationLevel: 'VLP' }).where(eq(users.id, buyer.id));

    expect(await remindExpiringVerifications(at(now))).toBeGreaterThanOrEqual(1);
    expect(await remindExpiringVerifications(at(new Date(now.getTime() + DAY)))).toBe(0);
    expect(await subjectsOf(buyer.id)).toEqual([`Your Funds Verified level expires on ${expiresAt.toISOString().slice(0, 10)}`]);
    expect((await t.mails()).some((mail) => mail.includes('Funds Verified level expires'))).toBe(true);

    expect(await expireVerifications(at(new Date(now.getTime() + 9 * DAY)))).toBe(0);
    expect(await expireVerifications(at(new Date(now.getTime() + 11 * DAY)))).toBeGreaterThanOrEqual(1);
    expect(await levelOf(buyer.id)).toBe('VI');
    expect(await subjectsOf(buyer.id)).toContain('Your Funds Verified level has expired');
    const statuses = await t.database.db
      .select({ level: verifications.level, status: verifications.status })
      .from(verifications)
      .where(eq(verifications.userId, buyer.id));
    expect(statuses.sort((a, b) => a.level.localeCompare(b.level))).toEqual([
      { level: 'VI', status: 'approved' },
      { level: 'VLP', status: 'expired' },
    ]);
  });
});

describe('document retention', () => {
  it('deletes the documents of rejected and withdrawn submissions 30 days after the decision, and keeps the rest', async () => {
    const user = await buildUser(t.database.db);
    const now = new Date();
    const make = async (status: string, decidedDaysAgo: number) => {
      const [row] = await t.database.db
        .insert(verifications)
        .values({ userId: user.id, level: 'VLP', status, decidedAt: new Date(now.getTime() - decidedDaysAgo * DAY) })
        .returning();
      const key = `verifications/${user.id}/${row!.id}.pdf`;
      await t.deps.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
      await t.database.db.insert(verificationDocuments).values({
        verificationId: row!.id,
        kind: 'funds_letter',
        storageKey: key,
        filename: 'f.pdf',
        mimetype: 'application/pdf',
        size: 8,
      });
      return { id: row!.id, key };
    };
    const oldRejected = await make('rejected', 31);
    const oldWithdrawn = await make('withdrawn', 45);
    const recentRejected = await make('rejected', 5);
    const approved = await make('approved', 90);

    expect(await purgeDecidedDocuments(at(now))).toBe(2);
    for (const gone of [oldRejected, oldWithdrawn]) expect(await t.deps.storage.get(gone.key)).toBeNull();
    for (const kept of [recentRejected, approved]) expect(await t.deps.storage.get(kept.key)).not.toBeNull();
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.id, oldRejected.id));
    expect(row!.documentsDeletedAt).not.toBeNull();
    expect(await purgeDecidedDocuments(at(now))).toBe(0);
  });
});
