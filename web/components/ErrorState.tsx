import type { ReactNode } from 'react';

export const LOAD_ERROR_MESSAGE = 'Oops something went wrong!';

export interface ErrorStateProps {
  /** docs/product.md "Messages"'s wording by default. */
  title?: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load, with a retry button. */
export function ErrorState({ title = LOAD_ERROR_MESSAGE, children, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="error-state text-center" role="alert">
      <div className="error-state__icon" aria-hidden="true">
        <i className="bi bi-exclamation-triangle" />
      </div>
      <h2 className="h5">{title}</h2>
      {children ? <div className="text-body-secondary">{children}</div> : null}
      {onRetry ? (
        <button type="button" className="btn btn-outline-primary mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : (
            <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
          )}
          Try again
        </button>
      ) : null}
    </div>
  );
}
