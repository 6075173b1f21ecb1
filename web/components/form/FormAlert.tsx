import type { ReactNode } from 'react';

/** A message about the whole form (not one field), announced to screen readers. */
export function FormAlert({ children, variant = 'danger' }: { children: ReactNode; variant?: 'danger' | 'success' | 'info' | 'warning' }) {
  if (!children) return null;
  return (
    <div className={`alert alert-${variant} d-flex gap-2 align-items-start`} role={variant === 'danger' ? 'alert' : 'status'}>
      <i
        className={variant === 'success' ? 'bi bi-check-circle' : variant === 'danger' ? 'bi bi-exclamation-circle' : 'bi bi-info-circle'}
        aria-hidden="true"
      />
      <div>{children}</div>
    </div>
  );
}
