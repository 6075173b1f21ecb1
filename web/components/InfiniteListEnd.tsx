import { LOAD_ERROR_MESSAGE } from './ErrorState';
import { useSentinel } from '../lib/useSentinel';

export const NO_MORE_RESULTS = 'No more results!';

interface InfiniteListEndProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** The button's words, e.g. "Load older messages". */
  moreLabel: string;
  root?: React.RefObject<Element | null>;
}

/** The loading end of an infinite list (docs/product.md "Messages"): more on scroll, `No more results!`, or the failure with a retry. */
export function InfiniteListEnd({ hasMore, loading, failed, onLoadMore, moreLabel, root }: InfiniteListEndProps) {
  const sentinel = useSentinel<HTMLDivElement>(onLoadMore, hasMore && !loading && !failed, root);
  if (failed) {
    return (
      <div className="infinite-end text-center small py-2" role="alert">
        <span className="text-danger me-2">{LOAD_ERROR_MESSAGE}</span>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onLoadMore}>
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }
  if (!hasMore) return <p className="infinite-end text-center small text-body-secondary py-2 mb-0">{NO_MORE_RESULTS}</p>;
  return (
    <div ref={sentinel} className="infinite-end text-center py-2">
      <button type="button" className="btn btn-sm btn-link" onClick={onLoadMore} disabled={loading}>
        {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {loading ? 'Loading…' : moreLabel}
      </button>
    </div>
  );
}
