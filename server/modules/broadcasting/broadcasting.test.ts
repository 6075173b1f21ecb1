import { createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

describe('POST /api/broadcasting/auth', () => {
  let t: TestApp;
  let sdk: Pusher;

  beforeAll(async () => {
    t = await buildTestApp();
    const { appId, key, secret } = t.deps.config.pusher;
    sdk = new Pusher({ appId, key, secret, cluster: 'mt1' });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: string | Record<string, string>, form = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { ...headers, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: typeof payload === 'string' ? payload : form ? new URLSearchParams(payload).toString() : JSON.stringify(payload),
    });

  it("signs the caller's own channel, form-encoded as pusher-js sends it, exactly as the pusher SDK does", async () => {
    const user = await buildUser(t.database.db);
    const channel = `private-user.${user.id}`;
    const response = await post(await t.loginAs(user.id), { socket_id: '687213802.47134607', channel_name: channel });
    expect(response.statusCode).toBe(200);
    const { key, secret } = t.deps.config.pusher;
    const hmac = createHmac('sha256', secret).update(`687213802.47134607:${channel}`).digest('hex');
    expect(response.json()).toEqual({ auth: `${key}:${hmac}` });
    expect(response.json()).toEqual({ auth: sdk.authorizeChannel('687213802.47134607', channel).auth });
  });

  it('accepts JSON too, and lets a user who is still onboarding listen', async () => {
    const user = await buildUser(t.database.db, { phoneVerifiedAt: null, hasAcceptedTerms: false });
    const response = await post(await t.loginAs(user.id), { socket_id: '1.2', channel_name: `private-user.${user.id}` }, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: sdk.authorizeChannel('1.2', `private-user.${user.id}`).auth });
  });

  it("refuses any other channel with 403: another user's, public, presence, look-alikes", async () => {
    const [user, other] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    const session = await t.loginAs(user.id);
    for (const channel of [
      `private-user.${other.id}`,
      'notifications',
      `presence-user.${user.id}`,
      `private-user.0${user.id}`,
      `private-user.${user.id}.x`,
      `private-encrypted-user.${user.id}`,
    ]) {
      const response = await post(session, { socket_id: '1.2', channel_name: channel });
      expect(response.statusCode, channel).toBe(403);
    }
  });

  it('answers 422 for a malformed socket id or a missing channel', async () => {
    const user = await buildUser(t.database.db);
    const session = await t.loginAs(user.id);
    for (const socketId of ['abc', '1.2.3', '12', '1.2:private-user.1', '']) {
      const response = await post(session, { socket_id: socketId, channel_name: `private-user.${user.id}` });
      expect(response.statusCode, socketId).toBe(422);
      expect(response.json().errors).toHaveProperty('socket_id');
    }
    expect((await post(session, { socket_id: '1.2' })).statusCode).toBe(422);
  });

  it('needs a session (401) and the CSRF header (419)', async () => {
    const user = await buildUser(t.database.db);
    const body = { socket_id: '1.2', channel_name: `private-user.${user.id}` };
    expect((await post(await t.loginAs(null), body)).statusCode).toBe(401);
    const { cookie } = await t.loginAs(user.id);
    expect((await post({ cookie: cookie! }, body)).statusCode).toBe(419);
  });
});
