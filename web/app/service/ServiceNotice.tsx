import { useEffect, useState } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { api, type ApiClient, type ServiceNotice } from '../../lib/api';

interface Wait {
  /** Epoch ms when the wait was announced, and when it is over. */
  from: number;
  until: number;
}

const waitOf = (notice: ServiceNotice): Wait => ({ from: Date.now(), until: Date.now() + notice.retryAfter * 1000 });

/** Whole seconds left of a wait, ticking; 0 without one. */
function useSecondsLeft(wait: Wait | null): number {
  const until = wait?.until ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    };
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  // `now` may predate this wait (until the first tick): the wait's own start is the floor.
  return wait === null ? 0 : Math.max(0, Math.ceil((wait.until - Math.max(now, wait.from)) / 1000));
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

const titleOf = (notice: ServiceNotice) => (notice.status === 429 ? 'Too many requests' : 'Lexchange is briefly unavailable');

const explanationOf = (notice: ServiceNotice) =>
  notice.status === 429
    ? 'This browser sent more requests than Lexchange answers in a minute. Nothing is lost; it will go on by itself.'
    : 'Lexchange cannot reach its data for a moment. Nothing is lost; it will go on by itself.';

/**
 * Shown instead of the app when the start-up session check was answered "wait" (429, 503): nothing is decided on a
 * session nobody could read. Tries again by itself when the wait is over, or at once with the button.
 */
export function ServiceBusyScreen({ notice, onRetry }: { notice: ServiceNotice; onRetry: () => void }) {
  const [wait] = useState(() => waitOf(notice));
  const left = useSecondsLeft(wait);
  useEffect(() => {
    if (left === 0) onRetry();
  }, [left, onRetry]);
  return (
    <main className="route-error">
      <div className="route-error__card card">
        <div className="card-body p-4 p-md-5 text-center">
          <BrandMark className="mb-4" />
          <h1 className="h3">{titleOf(notice)}</h1>
          <p className="text-body-secondary">{explanationOf(notice)}</p>
          <p role="status" aria-live="polite">
            {left > 0 ? `Trying again in ${seconds(left)}.` : 'Trying again…'}
          </p>
          <button type="button" className="btn btn-accent" onClick={onRetry}>
            Try again now
          </button>
        </div>
      </div>
    </main>
  );
}

/** A bar over the app while the server asks it to wait (the coarse rate limit, or 503), with the time left. */
export function ServiceNoticeBanner({ client = api }: { client?: ApiClient }) {
  const [shown, setShown] = useState<{ notice: ServiceNotice; wait: Wait } | null>(null);
  const left = useSecondsLeft(shown?.wait ?? null);
  useEffect(() => client.onServiceNotice((notice) => setShown({ notice, wait: waitOf(notice) })), [client]);
  if (!shown || left === 0) return null;
  const { notice } = shown;
  return (
    <div className="service-notice alert alert-warning d-flex align-items-center gap-2 mb-0" role="alert">
      <i className="bi bi-hourglass-split" aria-hidden="true" />
      <span>
        <strong>{titleOf(notice)}.</strong> Please try again in {seconds(left)}.
      </span>
      <button type="button" className="btn-close ms-auto" aria-label="Dismiss" onClick={() => setShown(null)} />
    </div>
  );
}
