import { cx } from '../lib/cx';

/** The Lexchange wordmark: a column-and-pediment mark and the name in the serif. */
export function BrandMark({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <span className={cx('brand-mark', inverse && 'brand-mark--inverse', className)}>
      <svg className="brand-mark__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 3 3 10v2h26v-2L16 3Z" fill="currentColor" />
        <path d="M6 14h3v11H6zM12 14h3v11h-3zM17 14h3v11h-3zM23 14h3v11h-3z" fill="currentColor" opacity=".85" />
        <path d="M3 27h26v2H3z" fill="currentColor" />
      </svg>
      <span className="brand-mark__name">Lexchange</span>
    </span>
  );
}
