import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export const errorIdFor = (id: string) => `${id}-error`;
export const hintIdFor = (id: string) => `${id}-hint`;

/** The ids an input points at with aria-describedby: its error first, then its hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? errorIdFor(id) : null, hint ? hintIdFor(id) : null].filter(Boolean).join(' ') || undefined;
}

/** Label above, the input, then its error beside it and a hint below — the same for every field. */
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorIdFor(id)} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintIdFor(id)} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
