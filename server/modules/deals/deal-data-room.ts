/**
 * Deals' part of the staged data room (issue 33): how far a buyer's deal on a listing has come, by the position of
 * "Letter of intent" and "Purchase agreement" in the deal stages; a deal closed as lost reaches nothing.
 */
import { and, eq, exists, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATA_ROOM_STAGE_DEAL_STAGES, type DataRoomStage } from '../../../contracts/data-room/stages';
import { provideDataRoomStagesReached } from '../listings/data-room-stages';
import type { DbOrTx } from '../listings/listings.repository';
import { dealStages, deals } from './deals.table';

const reachedStage = alias(dealStages, 'reached_stage');
const stageByDealStage = new Map(Object.entries(DATA_ROOM_STAGE_DEAL_STAGES).map(([stage, name]) => [name, stage as DataRoomStage]));

export async function dataRoomStagesReached(db: DbOrTx, listingId: number, buyerId: number): Promise<DataRoomStage[]> {
  const dealAtOrPast = db
    .select({ one: sql`1` })
    .from(deals)
    .innerJoin(reachedStage, eq(reachedStage.id, deals.stageId))
    .where(
      and(
        eq(deals.listingId, listingId),
        eq(deals.buyerId, buyerId),
        sql`${reachedStage.outcome} is distinct from 'lost'`,
        gte(reachedStage.position, dealStages.position),
      ),
    );
  const rows = await db
    .select({ name: dealStages.name })
    .from(dealStages)
    .where(and(inArray(dealStages.name, [...stageByDealStage.keys()]), exists(dealAtOrPast)));
  return rows.map((row) => stageByDealStage.get(row.name)!);
}

export function registerDealsDataRoomStages(): void {
  provideDataRoomStagesReached(dataRoomStagesReached);
}
