import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ServiceNotice } from '../../lib/api';
import { ServiceBusyScreen, ServiceNoticeBanner } from './ServiceNotice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const limited: ServiceNotice = { status: 429, message: 'Too many requests. Please try again in 3 seconds.', retryAfter: 3 };

describe('ServiceBusyScreen', () => {
  it('says what happened and when it tries again, then tries by itself', () => {
    const onRetry = vi.fn();
    render(<ServiceBusyScreen notice={limited} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Too many requests' })).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Trying again in 3 seconds.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toContain('Trying again in 2 seconds.');
    expect(onRetry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onRetry).toHaveBeenCalled();
  });

  it('tries at once with the button, and names an unavailable service', () => {
    const onRetry = vi.fn();
    render(<ServiceBusyScreen notice={{ status: 503, message: 'x', retryAfter: 30 }} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Lexchange is briefly unavailable' })).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Try again now' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ServiceNoticeBanner', () => {
  it('shows a notice with the seconds left and goes away when the wait is over', () => {
    let handler: ((notice: ServiceNotice) => void) | undefined;
    const client = {
      onServiceNotice: (next: (notice: ServiceNotice) => void) => ((handler = next), () => (handler = undefined)),
    } as unknown as ApiClient;
    render(<ServiceNoticeBanner client={client} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => handler!(limited));
    expect(screen.getByRole('alert').textContent).toContain('Too many requests. Please try again in 3 seconds.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 2 seconds.');
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByRole('alert')).toBeNull();
    // A later notice shows again, with its own wait.
    act(() => handler!({ ...limited, retryAfter: 10 }));
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 10 seconds.');
  });
});
