import type { IdentifyingHit } from '../../../../contracts/public-face/identifying-details';

/** Beside a public-face field: what in it identifies the firm, in words, before the seller saves (issue #33). */
export function PublicFaceWarning({ id, hits }: { id: string; hits: readonly IdentifyingHit[] | undefined }) {
  if (!hits?.length) return null;
  return (
    <div id={id} className="alert alert-warning py-2 px-3 small mt-n2 mb-3" role="status">
      <i className="bi bi-shield-exclamation me-2" aria-hidden="true" />
      Buyers would recognise the firm:
      <ul className="mb-0 mt-1 ps-4">
        {hits.map((hit) => (
          <li key={`${hit.words}-${hit.reason}`}>{hit.message}</li>
        ))}
      </ul>
    </div>
  );
}
