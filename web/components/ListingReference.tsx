/** A listing's public reference (LST-…): what buyers and sellers quote. It never names the seller. */
export function ListingReference({ reference, className = '' }: { reference: string; className?: string }) {
  return (
    <span
      className={`listing-reference font-monospace small text-body-secondary text-nowrap ${className}`.trim()}
      title="Listing reference"
    >
      {reference}
    </span>
  );
}
