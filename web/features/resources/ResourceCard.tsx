import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResourceSummary } from '../../../contracts/resources/resources';
import { cx } from '../../lib/cx';

export const KIND_LABELS = { article: 'Article', template: 'Template' } as const;
export const KIND_ICONS = { article: 'journal-text', template: 'file-earmark-text' } as const;

interface ResourceCardProps {
  resource: ResourceSummary;
  href: string;
  /** The drag handle (staff, when the whole list shows). */
  handle?: ReactNode;
  /** Edit and delete (staff). */
  actions?: ReactNode;
  dragging?: boolean;
}

/** One resource in a list: what it is, its category, one sentence on it, and whether a file comes with it. */
export function ResourceCard({ resource, href, handle, actions, dragging = false }: ResourceCardProps) {
  return (
    <article className={cx('card resource-card', dragging && 'resource-card--dragging')} aria-labelledby={`resource-${resource.id}-title`}>
      <div className="card-body d-flex gap-3 align-items-start">
        {handle}
        <div className="resource-card__icon" aria-hidden="true">
          <i className={`bi bi-${KIND_ICONS[resource.kind]}`} />
        </div>
        <div className="flex-grow-1 min-w-0">
          <h2 className="h6 mb-1" id={`resource-${resource.id}-title`}>
            <Link to={href} className="stretched-link-none resource-card__title">
              {resource.title}
            </Link>
          </h2>
          <p className="small text-body-secondary mb-2">{resource.summary}</p>
          <div className="d-flex flex-wrap gap-2 small">
            <span className="badge text-bg-light border">{resource.category}</span>
            <span className="badge text-bg-light border">{KIND_LABELS[resource.kind]}</span>
            {resource.file ? (
              <span className="text-body-secondary">
                <i className="bi bi-paperclip me-1" aria-hidden="true" />
                {resource.file.name}
              </span>
            ) : null}
          </div>
        </div>
        {actions ? <div className="d-flex flex-column flex-sm-row gap-1 flex-shrink-0">{actions}</div> : null}
      </div>
    </article>
  );
}
