import type { TestApp } from '../../test/app';

/** Logs in through the API from a fresh visitor session (the general HTTP helpers are in server/test/http.ts). */
export async function logIn(t: TestApp, email: string, password: string, extra: object = {}) {
  const visitor = await t.loginAs(null);
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers: visitor, payload: { email, password, ...extra } });
}
