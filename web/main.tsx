import '@fontsource-variable/inter/wght.css';
import '@fontsource/source-serif-4/latin-600.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import 'react-toastify/ReactToastify.css';
import './styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics/analytics';
import { startErrorReporting } from './app/analytics/errorReporting';
import { App } from './app/App';
import { loadAppConfig } from './app/config/appConfig';
import { session } from './app/session/sessionStore';
import { KeepScrollPosition } from './app/first-screen/KeepScrollPosition';
import { preloadRoute } from './app/first-screen/preloadRoute';
import { firstScreenSession, inlineFirstReads, sessionCookieHint } from './app/first-screen/shellData';
import { ServiceBusyScreen } from './app/service/ServiceNotice';
import { api } from './lib/api';
import { createAppRouter, routes, whenRouterReady } from './router';
import { issueMessage } from '../contracts/common/validation-messages';

// zod (loaded later, with the schemas) would probe `new Function` to compile its parsers; the CSP forbids eval, and the
// browser reports the refused probe as a violation. zod reads this shared global (its `z.config`) when it loads; it
// also gives zod the product's messages for the checks a schema words no message for.
const zodConfig = ((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {});
Object.assign(zodConfig, { jitless: true, customError: issueMessage });

const root = createRoot(document.getElementById('root')!);

/**
 * Restores the session; while the server answers "wait" (429, 503) a screen says so and tries again, so the app never
 * starts (and no guard decides) on a session nobody could read. Resolves to whether it had to wait.
 */
async function restoreSession(options: Parameters<typeof session.restore>[0]): Promise<boolean> {
  let attempts = 0;
  for (let notice = await session.restore(options); notice; notice = await session.restore()) {
    const shown = notice;
    attempts += 1;
    // A new screen (key) per attempt: its countdown starts from the new Retry-After.
    await new Promise<void>((resolve) => root.render(<ServiceBusyScreen key={attempts} notice={shown} onRetry={resolve} />));
  }
  return attempts > 0;
}

/**
 * The session is restored before the app appears (docs/product.md "Session and start-up"); index.html shows a quiet splash meanwhile, or the first
 * screen as the server rendered it (server/platform/first-screen/render.ts), from answers the page carries: then
 * the session and the screen's data come from those, and the app replaces that screen with the same one, live.
 */
async function start() {
  const hint = sessionCookieHint();
  const reads = inlineFirstReads();
  const known = reads ? firstScreenSession(reads) : null;
  const screenReady = preloadRoute(routes, window.location.pathname, hint, known ? reads : null);
  const router = createAppRouter();
  const [first, waited] = await Promise.all([
    loadAppConfig(),
    restoreSession({ noSessionCookie: hint === 'none', known: known ?? undefined }),
    // A rendered screen stays until the app can draw it with its data, never the splash or placeholders over it.
    known ? screenReady : null,
    whenRouterReady(router),
  ]);
  // The configuration may have met the same wait.
  const config = first ?? (waited ? await loadAppConfig() : null);
  void startAnalytics(config?.analytics);
  void startErrorReporting(config?.analytics.sentry_dsn);
  // An expired anti-forgery token often means the session ended: reload it so the guards can send the user to log in.
  api.onCsrfExpired(() => void session.refresh());
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Over a rendered screen, the render may yield to the browser: the page already shows, scrolls and paints.
  if (known) startTransition(() => root.render(<KeepScrollPosition>{app}</KeepScrollPosition>));
  else root.render(app);
}

void start();
