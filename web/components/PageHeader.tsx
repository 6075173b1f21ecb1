import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** One sentence under the title saying what the page is for. */
  lead?: ReactNode;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
  /** A small label above the title, e.g. the area ("Seller"). */
  eyebrow?: ReactNode;
}

export function PageHeader({ title, lead, actions, eyebrow }: PageHeaderProps) {
  return (
    <header className="page-header d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
      <div className="page-header__text">
        {eyebrow ? <p className="page-header__eyebrow mb-1">{eyebrow}</p> : null}
        <h1 className="page-header__title mb-1">{title}</h1>
        {lead ? <p className="page-header__lead text-body-secondary mb-0">{lead}</p> : null}
      </div>
      {actions ? <div className="page-header__actions d-flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
