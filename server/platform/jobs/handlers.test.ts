import { describe, expect, it, vi } from 'vitest';
import { jobHandlers, type JobDeps } from './handlers';

describe('job handlers', () => {
  it('delivers mail and texts through the transports and purges expired sessions', async () => {
    const deps = {
      mail: { send: vi.fn(async () => {}) },
      sms: { send: vi.fn(async () => {}) },
      sessions: { purgeExpired: vi.fn(async () => 3) },
    } as unknown as JobDeps;
    const handlers = jobHandlers(deps);
    await handlers['mail.send']({ to: 'a@example.test', subject: 's', text: 't' });
    await handlers['sms.send']({ to: '+15551234567', body: 'b' });
    await handlers['sessions.purge-expired']({});
    expect(deps.mail.send).toHaveBeenCalledWith({ to: 'a@example.test', subject: 's', text: 't' });
    expect(deps.sms.send).toHaveBeenCalledWith({ to: '+15551234567', body: 'b' });
    expect(deps.sessions.purgeExpired).toHaveBeenCalledOnce();
  });
});
