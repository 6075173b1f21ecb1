import type { ReactNode } from 'react';

/** The frame both customization tabs share: a titled card with one line on what the answers are used for. */
export function CustomizationCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="card" style={{ maxWidth: '52rem' }} aria-labelledby="customization-heading">
      <div className="card-body p-3 p-md-4">
        <h2 id="customization-heading" className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary mb-4">{lead}</p>
        {children}
      </div>
    </section>
  );
}
