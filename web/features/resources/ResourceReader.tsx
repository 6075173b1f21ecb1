import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { fileSize } from '../../lib/fileSize';
import { sanitizeRichText } from '../../lib/sanitize';
import { KIND_ICONS, KIND_LABELS } from './ResourceCard';
import { fetchResource, resourceFileUrl, resourceKeys } from './resourcesApi';
import { templateAsWordFile, wordFileName } from './resourceText';

function downloadAsWord(title: string, html: string) {
  const url = URL.createObjectURL(templateAsWordFile(title, html));
  const link = document.createElement('a');
  link.href = url;
  link.download = wordFileName(title);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The reading view of one resource, with its file and, for a template, a Word copy to fill in. */
export function ResourceReader({ id, backTo, backLabel }: { id: number; backTo: string; backLabel: string }) {
  const resource = useQuery({ queryKey: resourceKeys.detail(id), queryFn: ({ signal }) => fetchResource(id, signal) });
  const back = (
    <Link to={backTo} className="btn btn-link px-0 mb-3">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {backLabel}
    </Link>
  );
  if (resource.isPending)
    return (
      <>
        {back}
        <LoadingSkeleton count={8} label="Loading the resource…" />
      </>
    );
  if (resource.isError) {
    if (isApiError(resource.error) && resource.error.status === 404)
      return (
        <>
          {back}
          <EmptyState title="This resource is not available" icon="journal-x">
            It may have been removed, or it is written for the other side of a sale.
          </EmptyState>
        </>
      );
    return (
      <>
        {back}
        <ErrorState onRetry={() => void resource.refetch()} retrying={resource.isFetching} />
      </>
    );
  }
  const item = resource.data;
  return (
    <article className="resource-reader" aria-labelledby="resource-reader-title">
      {back}
      <p className="page-header__eyebrow mb-1">
        <i className={`bi bi-${KIND_ICONS[item.kind]} me-1`} aria-hidden="true" />
        {KIND_LABELS[item.kind]} · {item.category}
      </p>
      <h1 id="resource-reader-title" className="page-header__title mb-2">
        {item.title}
      </h1>
      <p className="lead text-body-secondary">{item.summary}</p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {item.file ? (
          <a className="btn btn-primary" href={resourceFileUrl(item.id)} download>
            <i className="bi bi-download me-2" aria-hidden="true" />
            Download {item.file.name} ({fileSize(item.file.size)})
          </a>
        ) : null}
        {item.kind === 'template' ? (
          <button
            type="button"
            className={item.file ? 'btn btn-outline-primary' : 'btn btn-primary'}
            onClick={() => downloadAsWord(item.title, item.body)}
          >
            <i className="bi bi-file-earmark-word me-2" aria-hidden="true" />
            Download as a Word document
          </button>
        ) : null}
      </div>
      <div className="resource-reader__body card">
        <div className="card-body p-3 p-md-4" dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.body) }} />
      </div>
      <p className="small text-body-secondary mt-3">
        Updated {new Date(item.updated_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}. Guidance, not
        legal advice: check your state’s rules of professional conduct.
      </p>
    </article>
  );
}
