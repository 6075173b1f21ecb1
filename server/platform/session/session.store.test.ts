import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { sessions } from './session.table';

const t = useTestApp();

const HOUR = 60 * 60 * 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

async function newSession(remember = false) {
  const user = await buildUser(t.database.db);
  return t.deps.sessions.create({ userId: user.id, data: remember ? { remember: true } : {} });
}

describe('session store', () => {
  it('hands out 256-bit random tokens and stores only their SHA-256', async () => {
    const session = await newSession();
    expect(Buffer.from(session.token, 'base64url')).toHaveLength(32);
    expect(session.id).toBe(createHash('sha256').update(session.token).digest('hex'));
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(JSON.stringify(row)).not.toContain(session.token);
    expect(await t.deps.sessions.load(session.id)).toBeNull();
  });

  it('ends a session idle for 2 hours, and each use pushes the end back', async () => {
    const session = await newSession();
    const start = session.createdAt;
    expect(await t.deps.sessions.load(session.token, at(start, 1.5 * HOUR))).not.toBeNull();
    // Used at 1.5 h: idle until 3.5 h.
    expect(await t.deps.sessions.load(session.token, at(start, 3.4 * HOUR))).not.toBeNull();
    expect(await t.deps.sessions.load(session.token, at(start, 5.5 * HOUR))).toBeNull();
  });

  it('ends a session 12 hours after it began however busy it is', async () => {
    const session = await newSession();
    const start = session.createdAt;
    for (let hours = 1; hours <= 11.5; hours += 1.5) {
      expect(await t.deps.sessions.load(session.token, at(start, hours * HOUR)), `${hours} h`).not.toBeNull();
    }
    expect(await t.deps.sessions.load(session.token, at(start, 12.1 * HOUR))).toBeNull();
  });

  it('"remember me" keeps a session for 30 days, and not longer', async () => {
    const session = await newSession(true);
    const start = session.createdAt;
    expect(await t.deps.sessions.load(session.token, at(start, 29 * 24 * HOUR))).not.toBeNull();
    expect(await t.deps.sessions.load(session.token, at(start, 30 * 24 * HOUR + HOUR))).toBeNull();
  });
});
