/**
 * The demo's closing room: Marcus buying Harold's Austin practice signed the letter of intent 20 days ago and the deal
 * is in due diligence; about half the checklist is done (the office lease does not apply: Marcus's firm takes the
 * clients into its own office), an introduction Harold owes is overdue, and Marcus has two open requests and one answered.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { openClosingRoom } from '../modules/closing/closing-room';
import { closingItems, closingRequests } from '../modules/closing/closing.table';
import { deals } from '../modules/deals/deals.table';
import { dayAt, timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

const DONE = ['conflict_check', 'malpractice_tail', 'client_files', 'staff_offers', 'receivables_wip'];

export async function seedClosing({ tx, people, listings, now }: SeedContext): Promise<void> {
  const buyer = people.get('marcus')!;
  const seller = people.get('harold')!;
  const [deal] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.listingId, listings.get('austin-injury')!.id), eq(deals.buyerId, buyer.id)))
    .limit(1);
  if (!deal) return;
  await openClosingRoom(tx, deal.id, timeAt(now, [20, '19:15']));
  const ticked = timeAt(now, [6, '16:00']);
  await tx
    .update(closingItems)
    .set({ status: 'done', updatedById: seller.id, updatedAt: ticked })
    .where(and(eq(closingItems.dealId, deal.id), inArray(closingItems.key, DONE)));
  await tx
    .update(closingItems)
    .set({ status: 'not_applicable', updatedById: buyer.id, updatedAt: ticked })
    .where(and(eq(closingItems.dealId, deal.id), eq(closingItems.key, 'office_lease')));
  await tx.insert(closingItems).values({
    dealId: deal.id,
    key: null,
    title: 'Introduce Marcus to the two referring chiropractors',
    ownerSide: 'seller',
    dueOn: dayAt(now, 3),
    position: 12,
    addedById: buyer.id,
    updatedById: buyer.id,
    createdAt: timeAt(now, [9, '15:30']),
    updatedAt: timeAt(now, [9, '15:30']),
  });
  await tx.insert(closingRequests).values([
    {
      dealId: deal.id,
      title: 'Last 24 months of billing reports by practice area',
      dueOn: dayAt(now, -5),
      askedById: buyer.id,
      createdAt: timeAt(now, [8, '14:20']),
      updatedAt: timeAt(now, [8, '14:20']),
    },
    {
      dealId: deal.id,
      title: 'Trust account three-way reconciliations for the last 12 months',
      askedById: buyer.id,
      createdAt: timeAt(now, [7, '17:05']),
      updatedAt: timeAt(now, [7, '17:05']),
    },
    {
      dealId: deal.id,
      title: 'Open case list with expected fees and statute dates',
      status: 'answered',
      answerNote: '212 open cases; the list is in the data room, folder “Financials ready”, updated last Friday.',
      askedById: buyer.id,
      answeredById: seller.id,
      answeredAt: timeAt(now, [10, '21:00']),
      createdAt: timeAt(now, [12, '15:40']),
      updatedAt: timeAt(now, [10, '21:00']),
    },
  ]);
}
