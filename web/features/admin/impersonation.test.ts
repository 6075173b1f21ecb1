import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../lib/api';
import { impersonate, leaveImpersonation } from './impersonation';

function fakeClient(answer: () => Promise<unknown>) {
  const get = vi.fn(async () => ({ data: await answer(), status: 200 }));
  return { client: { get } as unknown as ApiClient, get };
}

describe('impersonation', () => {
  it('takes over the user, then loads the dashboard afresh', async () => {
    const { client, get } = fakeClient(async () => ({ is_impersonating: true }));
    const load = vi.fn();
    await impersonate(42, { client, load });
    expect(get).toHaveBeenCalledWith('/impersonate/take/42');
    expect(load).toHaveBeenCalledWith('/dashboard');
  });

  it('does not navigate when the server refuses', async () => {
    const { client } = fakeClient(async () => {
      throw new ApiError('Staff accounts cannot be impersonated.', 403);
    });
    const load = vi.fn();
    await expect(impersonate(1, { client, load })).rejects.toThrow('Staff accounts cannot be impersonated.');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves, then loads the users table as staff', async () => {
    const { client, get } = fakeClient(async () => ({ is_impersonating: false }));
    const load = vi.fn();
    await leaveImpersonation({ client, load });
    expect(get).toHaveBeenCalledWith('/impersonate/leave');
    expect(load).toHaveBeenCalledWith('/admin/users');
  });

  it('goes to the login page when the staff account can no longer be used', async () => {
    const { client } = fakeClient(async () => {
      throw new ApiError('Your staff account can no longer be used. Log in again.', 403);
    });
    const load = vi.fn();
    await leaveImpersonation({ client, load });
    expect(load).toHaveBeenCalledWith('/login');
  });

  it('stays put on a server failure (already toasted by the client)', async () => {
    const { client } = fakeClient(async () => {
      throw new ApiError('An error occurred.', 500);
    });
    const load = vi.fn();
    await expect(leaveImpersonation({ client, load })).rejects.toBeInstanceOf(ApiError);
    expect(load).not.toHaveBeenCalled();
  });
});
