import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from './analytics';

/** A page-view event after each navigation (SPEC.md §2), the first page included. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView(`${pathname}${search}`);
  }, [pathname, search]);
}
