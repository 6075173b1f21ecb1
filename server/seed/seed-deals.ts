/**
 * Walks the demo's deals through the pipeline: new matches are requested and accepted through the app's services
 * (which open the deal at the first stage), then each step is written as the pipeline writes it — the deal's stage or
 * likelihood and a history row, at the step's moment, by the step's person.
 */
import { and, eq } from 'drizzle-orm';
import { CONFLICT_CHECK_STAGE } from '../../contracts/deals/deals';
import { answerMatch, requestMatch } from '../modules/chats/matches.service';
import { submitConflictList } from '../modules/deals/conflict-check.service';
import { ensureDealStages } from '../modules/deals/deal-stages.service';
import { DEMO_CONFLICT_LIST } from './demo-customizations';
import { dealStageHistory, deals, type DealRow } from '../modules/deals/deals.table';
import { DEMO_DEALS, type DemoDeal } from './demo-deals';
import { dayAt, timeAt } from './demo-time';
import { seedCompletedConflictCheck } from './seed-conflict-checks';
import { seedSignedNda } from './seed-ndas';
import type { SeedContext } from './seed-deps';

async function dealOf(context: SeedContext, demo: DemoDeal): Promise<DealRow> {
  const { tx, deps, people, listings, now } = context;
  const buyer = people.get(demo.buyer)!;
  const listing = listings.get(demo.listing)!;
  if (demo.accepted) {
    const requestedAt = timeAt(now, [demo.accepted[0] + 1, demo.accepted[1]]);
    await seedSignedNda(tx, buyer, listing, new Date(requestedAt.getTime() - 5 * 60_000));
    deps.setNow(requestedAt);
    const { chat } = await requestMatch(deps, buyer, listing.id);
    deps.setNow(timeAt(now, demo.accepted));
    const seller = [...people.values()].find((person) => person.id === listing.ownerId)!;
    await answerMatch(deps, seller, chat.id, 'accepted');
    await tx
      .update(deals)
      .set({ createdAt: timeAt(now, demo.accepted), stageChangedAt: timeAt(now, demo.accepted) })
      .where(eq(deals.chatId, chat.id));
  }
  const [deal] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.listingId, listing.id), eq(deals.buyerId, buyer.id)))
    .limit(1);
  return deal!;
}

export async function seedDeals(context: SeedContext): Promise<void> {
  const { tx, people, now } = context;
  const stages = await ensureDealStages(tx);
  for (const demo of DEMO_DEALS) {
    let deal = await dealOf(context, demo);
    for (const step of demo.steps) {
      const at = timeAt(now, step.at);
      const by = people.get(step.by)!.id;
      if (step.stage) {
        const to = stages.find((stage) => stage.name === step.stage)!;
        const from = stages.find((stage) => stage.id === deal.stageId)!;
        if (from.name === CONFLICT_CHECK_STAGE && to.outcome === null && to.position > from.position)
          await seedCompletedConflictCheck(tx, deal, at);
        const closing = to.outcome === 'lost' ? { likelihoodOfClosing: 0, closedReason: step.reason ?? null } : {};
        await tx.insert(dealStageHistory).values({
          dealId: deal.id,
          field: 'stage',
          fromStageId: deal.stageId,
          toStageId: to.id,
          note: step.reason ?? null,
          changedById: by,
          createdAt: at,
        });
        [deal] = (await tx
          .update(deals)
          .set({ stageId: to.id, stageChangedAt: at, updatedAt: at, ...closing })
          .where(eq(deals.id, deal.id))
          .returning()) as [DealRow];
      }
      if (step.likelihood !== undefined) {
        await tx.insert(dealStageHistory).values({
          dealId: deal.id,
          field: 'likelihood',
          fromValue: `${deal.likelihoodOfClosing} %`,
          toValue: `${step.likelihood} %`,
          changedById: by,
          createdAt: at,
        });
        [deal] = (await tx
          .update(deals)
          .set({ likelihoodOfClosing: step.likelihood, updatedAt: at })
          .where(eq(deals.id, deal.id))
          .returning()) as [DealRow];
      }
    }
    if (demo.clientNoticeSentDaysAgo !== undefined) {
      const sentOn = dayAt(now, demo.clientNoticeSentDaysAgo);
      const seller = deal.sellerId;
      await tx.insert(dealStageHistory).values({
        dealId: deal.id,
        field: 'client_notice',
        toValue: sentOn,
        changedById: seller,
        createdAt: timeAt(now, [demo.clientNoticeSentDaysAgo, '21:00']),
      });
      await tx.update(deals).set({ clientNoticeSentOn: sentOn }).where(eq(deals.id, deal.id));
    }
  }
  await seedConflictList(context);
}

/** A conflict check in progress: the seller's list is in (sealed with the app's secret), the buyer's is awaited. */
export async function seedConflictList(context: SeedContext): Promise<void> {
  const { tx, deps, people, listings, now } = context;
  const buyer = people.get(DEMO_CONFLICT_LIST.deal.buyer)!;
  const listing = listings.get(DEMO_CONFLICT_LIST.deal.listing)!;
  const [deal] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.listingId, listing.id), eq(deals.buyerId, buyer.id)))
    .limit(1);
  deps.setNow(timeAt(now, [3, '16:10']));
  await submitConflictList(deps, people.get(DEMO_CONFLICT_LIST.by)!, deal!.id, DEMO_CONFLICT_LIST.names, 'lines');
}
