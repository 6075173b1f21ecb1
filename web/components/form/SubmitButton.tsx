import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  /** Shown while busy, e.g. "Logging in…". */
  busyLabel?: ReactNode;
  variant?: string;
}

/** The action button of a form: disabled with a spinner while the request runs. */
export function SubmitButton({
  busy = false,
  busyLabel,
  variant = 'accent',
  className,
  children,
  disabled,
  type,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type={type ?? 'submit'}
      className={cx('btn', `btn-${variant}`, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
