/**
 * The demo's earn-out: Priya bought Angela's Greensboro bankruptcy practice about seven and a half months ago for
 * $420,000 with a 25 % earn-out over 36 months. Four months are paid, one confirmed, one disputed (with the
 * correction it waits for) and the last month that ended is still to report.
 */
import { and, eq } from 'drizzle-orm';
import { earnoutDue } from '../../contracts/earnout/earnout';
import { ensureDealStages } from '../modules/deals/deal-stages.service';
import { dealStageHistory, deals } from '../modules/deals/deals.table';
import { createSchedule } from '../modules/earnout/earnout-schedule';
import { earnoutPeriodEvents, earnoutPeriods } from '../modules/earnout/earnout.table';
import { offers } from '../modules/offers/offers.table';
import type { SeedContext } from './seed-deps';
import { seedSignedNda } from './seed-ndas';

const PERCENT = 25;
/** Fees collected in each month that ended, oldest first, and what happened to it. */
const MONTHS: { collected: number; status: 'paid' | 'confirmed' | 'disputed' }[] = [
  { collected: 31_450, status: 'paid' },
  { collected: 28_900, status: 'paid' },
  { collected: 35_120, status: 'paid' },
  { collected: 33_780, status: 'paid' },
  { collected: 29_640, status: 'confirmed' },
  { collected: 26_210, status: 'disputed' },
];

const day = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedEarnout(context: SeedContext): Promise<void> {
  const { tx, people, listings, now } = context;
  const buyer = people.get('priya')!;
  const seller = people.get('angela')!;
  const listing = listings.get('greensboro-bankruptcy')!;
  const stages = await ensureDealStages(tx);
  const won = stages.find((stage) => stage.outcome === 'won')!;
  // The tenth of the month eight months back: the schedule starts the month after, so seven months have ended.
  const closedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 8, 10, 17, 0));
  const openedAt = day(closedAt, -95);

  await seedSignedNda(tx, buyer, listing, day(openedAt, -2));
  const [deal] = await tx
    .insert(deals)
    .values({
      listingId: listing.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      stageId: won.id,
      likelihoodOfClosing: 100,
      stageChangedAt: closedAt,
      createdAt: openedAt,
      updatedAt: closedAt,
    })
    .returning();
  await tx.insert(dealStageHistory).values([
    { dealId: deal!.id, field: 'stage', toStageId: stages[0]!.id, changedById: seller.id, createdAt: openedAt },
    { dealId: deal!.id, field: 'stage', fromStageId: stages[0]!.id, toStageId: won.id, changedById: seller.id, createdAt: closedAt },
  ]);
  await tx.insert(offers).values({
    dealId: deal!.id,
    version: 1,
    madeBy: 'buyer',
    madeById: buyer.id,
    status: 'accepted',
    price: 420_000,
    cashAtClosing: 250_000,
    earnoutPercent: PERCENT,
    earnoutMonths: 36,
    transitionMonths: 6,
    contingencies: ['due_diligence', 'client_consents'],
    expiresOn: isoDay(day(openedAt, 40)),
    changed: ['scope', 'price', 'cash_at_closing', 'earnout', 'transition_months', 'contingencies', 'expires_on'],
    answeredById: seller.id,
    answeredAt: day(openedAt, 35),
    createdAt: day(openedAt, 30),
  });
  await createSchedule(tx, deal!.id, isoDay(closedAt));

  const periods = await tx.select().from(earnoutPeriods).where(eq(earnoutPeriods.dealId, deal!.id)).orderBy(earnoutPeriods.month);
  for (const [index, month] of MONTHS.entries()) {
    const period = periods[index]!;
    const ended = new Date(`${periods[index + 1]!.month}-01T15:00:00Z`);
    const reportedAt = day(ended, 9);
    const due = earnoutDue(PERCENT, month.collected);
    const events: (typeof earnoutPeriodEvents.$inferInsert)[] = [
      { periodId: period.id, action: 'reported', byId: buyer.id, collected: month.collected, due, createdAt: reportedAt },
    ];
    let paidOn: string | null = null;
    if (month.status === 'disputed') {
      events.push({
        periodId: period.id,
        action: 'disputed',
        byId: seller.id,
        collected: month.collected,
        note: 'The Whitfield Chapter 13 fee was paid in full this month and is not in the figure.',
        createdAt: day(reportedAt, 2),
      });
    } else {
      events.push({ periodId: period.id, action: 'confirmed', byId: seller.id, collected: month.collected, createdAt: day(reportedAt, 3) });
      if (month.status === 'paid') {
        paidOn = isoDay(day(reportedAt, 12));
        events.push({ periodId: period.id, action: 'paid', byId: buyer.id, paidOn, createdAt: day(reportedAt, 12) });
      }
    }
    await tx.insert(earnoutPeriodEvents).values(events);
    await tx
      .update(earnoutPeriods)
      .set({
        status: month.status,
        collected: month.collected,
        due,
        paidOn,
        reportedAt,
        confirmedAt: month.status === 'disputed' ? null : day(reportedAt, 3),
        updatedAt: events.at(-1)!.createdAt!,
      })
      .where(and(eq(earnoutPeriods.id, period.id)));
  }
}
