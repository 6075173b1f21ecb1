/**
 * Writes closed sales in bulk, each a listing sold here, its deal closed as won and its accepted offer, with no buyer
 * or seller id on the deal (as if both had left): the demo seed's history, the API tests and the bench
 * (bench/market.mjs). Three statements per batch, whatever the number of sales.
 */
import { ensureDealStages } from '../modules/deals/deal-stages.service';
import { deals } from '../modules/deals/deals.table';
import { listings } from '../modules/listings/listings.table';
import { offers } from '../modules/offers/offers.table';
import type { Transaction } from '../platform/db/database';

export interface PastSale {
  ownerId: number;
  headline: string;
  practiceAreas: string[];
  state: string | null;
  revenue: number | null;
  sde: number | null;
  price: number;
  cashAtClosing: number;
  earnoutMonths: number | null;
  listedAt: Date;
  closedAt: Date;
}

const DAY = 86_400_000;
const BATCH = 2000;

export async function insertPastSales(tx: Transaction, sales: readonly PastSale[]): Promise<number[]> {
  const won = (await ensureDealStages(tx)).find((stage) => stage.outcome === 'won')!;
  const dealIds: number[] = [];
  for (let start = 0; start < sales.length; start += BATCH) {
    const batch = sales.slice(start, start + BATCH);
    const listingRows = await tx
      .insert(listings)
      .values(
        batch.map((sale) => ({
          ownerId: sale.ownerId,
          status: 'disabled',
          headline: sale.headline,
          practiceAreas: sale.practiceAreas,
          state: sale.state,
          grossRevenues: sale.revenue === null ? [] : [sale.revenue],
          revenue: sale.revenue,
          sde: sale.sde,
          askingPrice: Math.round(sale.price * 1.1),
          disabledReason: 'sold_here',
          disabledAt: sale.closedAt,
          submittedAt: sale.listedAt,
          approvedAt: sale.listedAt,
          createdAt: sale.listedAt,
          updatedAt: sale.closedAt,
        })),
      )
      .returning({ id: listings.id });
    const dealRows = await tx
      .insert(deals)
      .values(
        batch.map((sale, index) => ({
          listingId: listingRows[index]!.id,
          stageId: won.id,
          likelihoodOfClosing: 100,
          stageChangedAt: sale.closedAt,
          createdAt: new Date(sale.closedAt.getTime() - 45 * DAY),
          updatedAt: sale.closedAt,
        })),
      )
      .returning({ id: deals.id });
    await tx.insert(offers).values(
      batch.map((sale, index) => ({
        dealId: dealRows[index]!.id,
        version: 1,
        madeBy: 'buyer',
        status: 'accepted',
        price: sale.price,
        cashAtClosing: sale.cashAtClosing,
        earnoutPercent: sale.earnoutMonths ? Math.max(1, Math.round(((sale.price - sale.cashAtClosing) / sale.price) * 100)) : null,
        earnoutMonths: sale.earnoutMonths,
        transitionMonths: 6,
        expiresOn: new Date(sale.closedAt.getTime() - 30 * DAY).toISOString().slice(0, 10),
        changed: ['price', 'cash_at_closing'],
        answeredAt: new Date(sale.closedAt.getTime() - 35 * DAY),
        createdAt: new Date(sale.closedAt.getTime() - 40 * DAY),
      })),
    );
    dealIds.push(...dealRows.map((row) => row.id));
  }
  return dealIds;
}
