import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViews } from './analytics/usePageViews';
import { useNavigationProgress } from './progress/useNavigationProgress';
import { ToastHost } from './toasts/ToastHost';

/** Wraps every route: progress bar, page views, toasts, scroll restoration. */
export function RootLayout() {
  useNavigationProgress();
  usePageViews();
  return (
    <>
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </>
  );
}
