import type { ReactNode } from 'react';

/** The title block of a logged-out screen. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="auth-heading mb-4">
      <h1 className="auth-heading__title">{title}</h1>
      {children ? <p className="auth-heading__lead text-body-secondary mb-0">{children}</p> : null}
    </div>
  );
}
