import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { users } from '../users/users.table';
import { linkIn } from '../../test/mail';
import { sends } from '../../test/http';
import { emailVerificationUrl } from './email-verification';

const t = useTestApp();
const http = sends(t);

const unverified = () => buildUser(t.database.db, { emailVerifiedAt: null });
const isVerified = async (id: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!.emailVerifiedAt !== null;
};
/** The link as the browser opens it: the path under the app's origin. */
const pathOf = (url: string) => url.replace('http://localhost:3000', '');

describe('GET /api/auth/email/verify/{id}/{hash}', () => {
  it('verifies with the e-mailed link and redirects to /verification', async () => {
    const user = await unverified();
    const res = await http.post('/api/auth/email/verification-notification', await t.loginAs(user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A new verification link has been sent to your e-mail address.' });
    const link = linkIn((await t.mails()).at(-1)!, 'http://localhost:3000/api/auth/email/verify/');
    expect(link).toMatch(new RegExp(`/api/auth/email/verify/${user.id}/[0-9a-f]{64}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const visit = await http.get(pathOf(link));
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/verification');
    expect(await isVerified(user.id)).toBe(true);
    // Opening it again is harmless.
    expect((await http.get(pathOf(link))).headers.location).toBe('/verification');
  });

  it('refuses a tampered link', async () => {
    const user = await unverified();
    const link = pathOf(emailVerificationUrl(t.deps, user));
    const tampered = [
      link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
      link.replace(`/verify/${user.id}/`, `/verify/${user.id + 1000}/`),
      link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      link.replace(/&signature=.*/, ''),
      link.replace(`/verify/${user.id}/`, '/verify/abc/'),
    ];
    for (const url of tampered) {
      const res = await http.get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/verification?email_link=invalid');
    }
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuses an expired link', async () => {
    const user = await unverified();
    const anHourAndAMinuteAgo = new Date(Date.now() - 61 * 60 * 1000);
    const link = pathOf(emailVerificationUrl({ ...t.deps, now: () => anHourAndAMinuteAgo }, user));
    const res = await http.get(link);
    expect(res.headers.location).toBe('/verification?email_link=invalid');
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await unverified();
    const link = pathOf(emailVerificationUrl(t.deps, user));
    await t.database.db
      .update(users)
      .set({ email: `changed-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await http.get(link)).headers.location).toBe('/verification?email_link=invalid');
    expect(await isVerified(user.id)).toBe(false);
  });
});

describe('POST /api/auth/email/verification-notification', () => {
  it('says so when the address is already verified, and needs a login', async () => {
    const user = await buildUser(t.database.db);
    const before = (await t.mails()).length;
    const res = await http.post('/api/auth/email/verification-notification', await t.loginAs(user.id));
    expect(res.json()).toEqual({ message: 'Your e-mail address is already verified.' });
    expect((await t.mails()).length).toBe(before);
    expect((await http.post('/api/auth/email/verification-notification', await t.loginAs(null))).statusCode).toBe(401);
  });
});
