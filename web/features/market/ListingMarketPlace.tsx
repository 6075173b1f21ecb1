/** The listing's seller sees where the asking price falls among the closed sales of its market cell. */
import type { ListingDetail } from '../../../contracts/listings/responses';
import { MarketComparable } from './MarketComparable';

export function ListingMarketPlace({ listing }: { listing: ListingDetail }) {
  return (
    <MarketComparable
      practiceArea={listing.practice_areas[0]}
      state={listing.state}
      revenueBand={listing.revenue_band}
      price={{ label: 'Your asking price', amount: listing.asking_price, revenue: listing.confidential?.gross_revenues[0] }}
      className="mb-3"
    />
  );
}
