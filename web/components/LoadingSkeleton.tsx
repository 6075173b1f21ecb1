import { cx } from '../lib/cx';

export interface LoadingSkeletonProps {
  /** `lines` for text, `cards` for a grid of cards, `rows` for a table or list. */
  variant?: 'lines' | 'cards' | 'rows';
  count?: number;
  label?: string;
  className?: string;
}

const widths = ['col-7', 'col-10', 'col-5', 'col-9', 'col-6', 'col-8'];

/** Grey shapes where content will be, announced once as loading. */
export function LoadingSkeleton({ variant = 'lines', count = 3, label = 'Loading…', className }: LoadingSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div className={cx('loading-skeleton placeholder-glow', className)} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {variant === 'lines'
        ? items.map((index) => (
            <span key={index} className={cx('placeholder d-block mb-2', widths[index % widths.length])} aria-hidden="true" />
          ))
        : null}
      {variant === 'rows'
        ? items.map((index) => (
            <div key={index} className="loading-skeleton__row d-flex align-items-center gap-3" aria-hidden="true">
              <span className="placeholder rounded-circle loading-skeleton__avatar" />
              <span className={cx('placeholder', widths[index % widths.length])} />
            </div>
          ))
        : null}
      {variant === 'cards' ? (
        <div className="row g-3" aria-hidden="true">
          {items.map((index) => (
            <div key={index} className="col-12 col-md-6 col-xl-4">
              <div className="card loading-skeleton__card">
                <div className="card-body">
                  <span className="placeholder col-6 mb-3 d-block" />
                  <span className="placeholder col-10 d-block mb-2" />
                  <span className="placeholder col-8 d-block" />
                </div>
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
