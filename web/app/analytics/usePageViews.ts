import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from './analytics';

/** A page-view event after each navigation (docs/product.md "Screens and routes"), the first page included. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView(`${pathname}${search}`);
  }, [pathname, search]);
}
