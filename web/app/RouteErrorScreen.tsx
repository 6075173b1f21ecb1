import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { BrandMark } from '../components/BrandMark';

/** A screen's code could not be fetched: usually a new version was deployed while the tab was open. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const updated = isChunkLoadError(error);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('[router]', error);
  }, [error]);
  return (
    <main className="route-error">
      <div className="route-error__card card">
        <div className="card-body p-4 p-md-5 text-center">
          <BrandMark className="mb-4" />
          <h1 className="h3">{updated ? 'Lexchange has been updated' : 'Something went wrong'}</h1>
          <p className="text-body-secondary">
            {updated
              ? 'A newer version is available. Reload the page to continue where you were.'
              : 'This page could not be shown. Reloading usually helps; if it keeps happening, tell us through Get expert help.'}
          </p>
          <div className="d-flex justify-content-center gap-2 flex-wrap">
            <button type="button" className="btn btn-accent" onClick={() => window.location.reload()}>
              Reload the page
            </button>
            <Link to="/" className="btn btn-outline-primary" reloadDocument>
              Go to the start
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
