import { cx } from '../../lib/cx';

/** How the list lays its items out: cards in columns (beside the filter panel or not), or the seller's full-width rows. */
export type ListingLayout = 'cards' | 'cards-beside-panel' | 'rows';

/** The column classes of one item: the skeleton and the loaded list share them, so each placeholder sits where its card will. */
export function listingItemClass(layout: ListingLayout): string {
  if (layout === 'rows') return 'col-12';
  return layout === 'cards-beside-panel' ? 'col-12 col-sm-6' : 'col-12 col-md-6 col-xl-4';
}

/** Enough placeholders to fill the first screen at 390 px (one column) and at 1280 px (two or three). */
export const SKELETON_COUNT: Record<ListingLayout, number> = { cards: 6, 'cards-beside-panel': 4, rows: 4 };

const bar = (width: string, className?: string) => <span className={cx('placeholder', width, className)} />;

/** ListingCard's markup with grey lines in place of its text: the same badges row, headline, place, figures and badges. */
export function ListingCardSkeleton() {
  return (
    <div className="card h-100 shadow-sm placeholder-glow listing-skeleton">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div className="d-flex flex-wrap gap-1 flex-grow-1">
            <span className="badge placeholder col-5">&nbsp;</span>
            <span className="badge placeholder col-3">&nbsp;</span>
            <span className="badge placeholder col-4 d-none d-md-inline-block">&nbsp;</span>
          </div>
          <span className="btn btn-sm disabled placeholder listing-skeleton__star">&nbsp;</span>
        </div>
        <div className="h5 mb-0">
          {bar('col-11')} {bar('col-10')} {bar('col-5')}
        </div>
        <p className="small mb-0">{bar('col-8')}</p>
        <div className="row row-cols-3 g-2 small mb-0 mt-auto">
          {[0, 1, 2].map((index) => (
            <div key={index} className="col">
              <div>{bar('col-9')}</div>
              <div className="fw-semibold">{bar('col-11')}</div>
            </div>
          ))}
        </div>
        <div className="d-flex flex-wrap gap-1">
          <span className="badge rounded-pill border placeholder col-4 col-md-6">&nbsp;</span>
          <span className="badge rounded-pill border placeholder col-6 col-md-7">&nbsp;</span>
        </div>
      </div>
    </div>
  );
}

/** SellerListingRow's markup with grey lines: status and reference, headline, the figures line, the actions, the insights link. */
export function ListingRowSkeleton() {
  return (
    <div className="card placeholder-glow listing-skeleton">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-3">
          <div className="w-100">
            <span className="badge placeholder col-2 mb-1">&nbsp;</span>
            <div className="h5 mb-1">{bar('col-8')}</div>
            <p className="small mb-0">
              {bar('col-11')} {bar('col-4')}
            </p>
          </div>
          <div className="d-flex gap-2">
            <span className="btn btn-sm disabled placeholder listing-skeleton__action">&nbsp;</span>
            <span className="btn btn-sm disabled placeholder listing-skeleton__action">&nbsp;</span>
          </div>
        </div>
        <div className="small mt-2 listing-skeleton__link">{bar('col-5')}</div>
      </div>
    </div>
  );
}

/** The list's items while its first page loads: hidden from assistive technology (the list's status says it is loading). */
export function ListingGridSkeletonItems({ layout }: { layout: ListingLayout }) {
  return (
    <>
      {Array.from({ length: SKELETON_COUNT[layout] }, (_, index) => (
        <li key={`skeleton-${index}`} className={listingItemClass(layout)} data-testid="listing-skeleton">
          {layout === 'rows' ? <ListingRowSkeleton /> : <ListingCardSkeleton />}
        </li>
      ))}
    </>
  );
}
