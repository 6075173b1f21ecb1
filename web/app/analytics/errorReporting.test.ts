import { describe, expect, it, vi } from 'vitest';
import { reportUser, startErrorReporting } from './errorReporting';

function fakeSentry() {
  return { init: vi.fn(), replayIntegration: vi.fn(() => ({ name: 'Replay' })), setUser: vi.fn() };
}

describe('error reporting', () => {
  it('loads nothing without a DSN', async () => {
    const load = vi.fn();
    await startErrorReporting(null, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts Sentry with replay for 10% of sessions and every session with an error, and reports the user set before it loaded', async () => {
    const sentry = fakeSentry();
    reportUser({ id: '7', email: 'jane@example.test', full_name: 'Jane Doe' });
    await startErrorReporting('https://key@errors.example/1', async () => sentry as never);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@errors.example/1', replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 }),
    );
    expect(sentry.setUser).toHaveBeenLastCalledWith({ id: '7', email: 'jane@example.test', full_name: 'Jane Doe' });
    reportUser(null);
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
  });
});
