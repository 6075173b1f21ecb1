import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/source-serif-4/latin-600.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import 'react-toastify/ReactToastify.css';
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics/analytics';
import { startErrorReporting } from './app/analytics/errorReporting';
import { App } from './app/App';
import { loadAppConfig } from './app/config/appConfig';
import { session } from './app/session/sessionStore';
import { api } from './lib/api';

/** The session is restored before the app appears (SPEC.md §4); index.html shows a quiet splash meanwhile. */
async function start() {
  const [config] = await Promise.all([loadAppConfig(), session.restore()]);
  void startAnalytics(config?.analytics);
  void startErrorReporting(config?.analytics.sentry_dsn);
  // An expired anti-forgery token often means the session ended: reload it so the guards can send the user to log in.
  api.onCsrfExpired(() => void session.refresh());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
