import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { sends } from '../../test/http';
import { notifications } from '../notifications/notifications.table';
import { sendEarnoutReminders } from './earnout-reminders';
import { CLOSED_ON, dealClosedWonOn, earnoutAction, noticeSubjects } from './earnout.test-support';
import { earnoutPeriods, earnouts } from './earnout.table';

// A file of its own: the job reminds every deal in the database, so it runs on a database without the other tests' deals.
const t = useTestApp();
const act = earnoutAction(sends(t));
const subjectsOf = (userId: number) => noticeSubjects(t, userId);

describe('the daily earn-out reminders', () => {
  it('reminds both sides once of a month not reported 15 days after it ended, and of a payment 30 days after confirmation', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON, { percent: 10, months: 2 });
    await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 100 });
    await act(deal, deal.as.seller, '2025-07', 'confirm', { collected: 100 });
    const run = () => sendEarnoutReminders({ ...t.deps, now: () => new Date(Date.now() + 31 * 86_400_000) });
    await run();
    await run();
    for (const user of [deal.buyer, deal.seller]) {
      const subjects = await subjectsOf(user.id);
      expect(subjects.filter((subject) => subject === 'Earn-out: August 2025 is not reported yet')).toHaveLength(1);
      expect(subjects.filter((subject) => subject === 'Earn-out: July 2025 is not paid yet')).toHaveLength(1);
    }
    const mails = await t.mails();
    expect(mails.some((mail) => mail.includes('Earn-out: August 2025 is not reported yet'))).toBe(true);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, deal.seller.id), eq(notifications.subject, 'Earn-out: August 2025 is not reported yet')));
    expect(notice?.body).toContain('15 days');
  });

  it('writes the schedule of a won deal that has none before reminding, once to both sides, and none for a deal without earn-out terms', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON, { percent: 10, months: 3 });
    const none = await dealClosedWonOn(t, CLOSED_ON, null);
    const stored = (dealId: number) => t.database.db.select().from(earnouts).where(eq(earnouts.dealId, dealId));
    expect(await stored(deal.dealId)).toEqual([]);

    await sendEarnoutReminders(t.deps);
    expect(await stored(deal.dealId)).toMatchObject([{ percent: 10, months: 3, startsOn: '2025-07-01' }]);
    const months = await t.database.db.select().from(earnoutPeriods).where(eq(earnoutPeriods.dealId, deal.dealId));
    expect(months.map((period) => period.month).sort()).toEqual(['2025-07', '2025-08', '2025-09']);
    expect(await stored(none.dealId)).toEqual([]);
    const overdue = ['July 2025', 'August 2025', 'September 2025'].map((month) => `Earn-out: ${month} is not reported yet`);
    const reminded = async (userId: number) => (await subjectsOf(userId)).filter((subject) => subject.endsWith('is not reported yet'));
    for (const user of [deal.buyer, deal.seller]) expect((await reminded(user.id)).sort()).toEqual([...overdue].sort());

    await sendEarnoutReminders(t.deps);
    for (const user of [deal.buyer, deal.seller]) expect(await reminded(user.id)).toHaveLength(3);
    expect(await stored(deal.dealId)).toHaveLength(1);
    for (const user of [none.buyer, none.seller]) expect(await reminded(user.id)).toEqual([]);
  });
});
