import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

export interface PlannedScreenProps {
  title: string;
  lead: ReactNode;
  /** What the finished page will let the user do, in their words. */
  plans: string[];
  eyebrow?: ReactNode;
}

/** An honest page for a screen that is not built yet: what it will hold, and that nothing here works yet. */
export function PlannedScreen({ title, lead, plans, eyebrow }: PlannedScreenProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} eyebrow={eyebrow} />
      <section className="card planned-screen" aria-label={`${title}: not available yet`}>
        <div className="card-body">
          <p className="planned-screen__badge mb-3">
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" /> Not available yet
          </p>
          {plans.length > 0 ? (
            <>
              <h2 id="planned-heading" className="h5">
                What this page will hold
              </h2>
              <ul className="planned-screen__list">
                {plans.map((plan) => (
                  <li key={plan}>{plan}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="text-body-secondary mb-0">
            This part of Lexchange is still being built, so nothing on this page works yet. If you need it today, use Get expert help or
            Book a call and our team will handle it with you.
          </p>
        </div>
      </section>
    </>
  );
}
