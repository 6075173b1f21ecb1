import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A Bootstrap Icons name without the `bi-` prefix. */
  icon?: string;
  action?: ReactNode;
}

/** What a list or page shows when there is nothing yet: what is missing and what to do about it. */
export function EmptyState({ title, children, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <div className="empty-state text-center">
      <div className="empty-state__icon" aria-hidden="true">
        <i className={`bi bi-${icon}`} />
      </div>
      <h2 className="empty-state__title h5">{title}</h2>
      {children ? <div className="empty-state__body text-body-secondary">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
