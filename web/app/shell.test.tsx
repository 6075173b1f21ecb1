import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as toasts from '../lib/toast';
import { resetAppBetweenTests } from '../test/appTest';
import { renderApp } from '../test/renderApp';
import { stubApi } from '../test/stubApi';
import { analytics } from './analytics/analytics';
import { loadProgressBar, PROGRESS_SETTINGS } from './progress/useNavigationProgress';
import { TOAST_SETTINGS } from './toasts/toastSettings';
import { isMobileWidth, useIsMobileView } from './useIsMobileView';

resetAppBetweenTests();

describe('the app shell', () => {
  it('configures the progress bar as docs/product.md "Constants and limits" says', async () => {
    expect(PROGRESS_SETTINGS).toEqual({ minimum: 0.1, speed: 400, trickleSpeed: 200, showSpinner: false });
    expect((await loadProgressBar()).settings).toMatchObject(PROGRESS_SETTINGS);
  });

  it('draws the progress bar with no made-up ARIA role (NProgress gives it role="bar"), hidden from screen readers', async () => {
    const NProgress = await loadProgressBar();
    NProgress.set(0.5);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar!.getAttribute('role')).toBeNull();
    expect(bar!.getAttribute('aria-hidden')).toBe('true');
    expect(bar!.style.transform || bar!.style.marginLeft).not.toBe('');
    NProgress.remove();
  });

  it('configures toasts as docs/product.md "Constants and limits" says', () => {
    expect(TOAST_SETTINGS).toEqual({ autoClose: 5000, position: 'top-right', limit: 1, collapseDuration: 300 });
  });

  it('flags the mobile view at 1000 px or less, following resizes', () => {
    expect(isMobileWidth(1000)).toBe(true);
    expect(isMobileWidth(1001)).toBe(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    const { result } = renderHook(() => useIsMobileView());
    expect(result.current).toBe(false);
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  it('sends a page view after each navigation and clears toasts when the URL changes', async () => {
    stubApi({});
    const pageView = vi.spyOn(analytics, 'pageView');
    const clear = vi.spyOn(toasts, 'clearToasts');
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(pageView).toHaveBeenLastCalledWith('/login');
    expect(clear).not.toHaveBeenCalled();
    await act(() => app.router.navigate('/register?from=login'));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(pageView).toHaveBeenLastCalledWith('/register?from=login');
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
