import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../rate-limit.table';
import { sessionUsers, type SessionUser } from './session-user';
import { sessions, type SessionRow } from './session.table';

/** Idle and absolute lifetimes; "remember me" stretches both. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const REMEMBER_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionData {
  remember?: boolean;
  /** Login passed the password step; waiting for the two-factor challenge. */
  pendingTwoFactorUserId?: number;
  pendingTwoFactorRemember?: boolean;
  /** Epoch ms of the last successful confirm-password. */
  passwordConfirmedAt?: number;
  [key: string]: unknown;
}

export interface LoadedSession {
  /** Hashed id, the primary key. */
  id: string;
  /** The raw cookie value; used to bind the CSRF token. */
  token: string;
  userId: number | null;
  impersonatorId: number | null;
  data: SessionData;
  createdAt: Date;
  user: SessionUser | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface NewSession {
  userId?: number | null;
  impersonatorId?: number | null;
  data?: SessionData;
  ip?: string;
  userAgent?: string;
  /** The row of userId, when the caller already holds it: saves reading it again. */
  user?: SessionUser;
}

export interface ReplaceOptions {
  /** The session this one replaces (rotation): deleted in the same statement. */
  endId?: string | null;
  /** A rate-limit counter to clear in the same statement (a successful login clears its failed attempts). */
  clearLimitKey?: string | null;
}

export interface SessionStore {
  load(token: string, now?: Date): Promise<LoadedSession | null>;
  create(input: NewSession): Promise<LoadedSession>;
  /** create() that also ends `endId` and clears `clearLimitKey`, in one statement (login, rotation). */
  replace(input: NewSession, options: ReplaceOptions): Promise<LoadedSession>;
  update(id: string, patch: { data?: SessionData; userId?: number | null; impersonatorId?: number | null }): Promise<void>;
  destroy(id: string): Promise<void>;
  destroyForUser(userId: number, options?: { exceptId?: string }): Promise<void>;
  purgeExpired(now?: Date): Promise<number>;
}

function lifetimes(data: SessionData) {
  return data.remember
    ? { idle: REMEMBER_IDLE_MS, absolute: REMEMBER_ABSOLUTE_MS }
    : { idle: SESSION_IDLE_MS, absolute: SESSION_ABSOLUTE_MS };
}

function expiry(createdAt: Date, data: SessionData, now: Date): Date {
  const { idle, absolute } = lifetimes(data);
  return new Date(Math.min(now.getTime() + idle, createdAt.getTime() + absolute));
}

function toLoaded(row: SessionRow, token: string, user: SessionUser | null): LoadedSession {
  return {
    id: row.id,
    token,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    data: row.data as SessionData,
    createdAt: row.createdAt,
    user,
  };
}

function prepareLoad(db: Db) {
  const users = sessionUsers();
  return db
    .select({ session: sessions, user: users.table })
    .from(sessions)
    .leftJoin(users.table, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_load');
}

export function createSessionStore(db: Db): SessionStore {
  // The statements every authenticated request and every login run, built once (server/platform/db/prepared.ts);
  // the load on first use, since it joins the users table the users module provides at start-up.
  let loadStatement: ReturnType<typeof prepareLoad> | undefined;
  const ended = db.$with('ended').as(db.delete(sessions).where(eq(sessions.id, sql.placeholder('endId'))));
  const cleared = db.$with('cleared').as(db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, sql.placeholder('clearLimitKey'))));
  // Data-modifying CTEs run to completion even though the insert does not read them; a null id or key matches nothing.
  const replaceStatement = db
    .with(ended, cleared)
    .insert(sessions)
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      impersonatorId: sql.placeholder('impersonatorId'),
      data: sql.placeholder('data'),
      ip: sql.placeholder('ip'),
      userAgent: sql.placeholder('userAgent'),
      createdAt: sql.placeholder('now'),
      lastSeenAt: sql.placeholder('now'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning()
    .prepare('session_replace');

  async function replace(input: NewSession, options: ReplaceOptions): Promise<LoadedSession> {
    const token = newToken();
    const now = new Date();
    const data = input.data ?? {};
    const [row] = await replaceStatement.execute({
      endId: options.endId ?? null,
      clearLimitKey: options.clearLimitKey ?? null,
      id: hashToken(token),
      userId: input.userId ?? null,
      impersonatorId: input.impersonatorId ?? null,
      data,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      now,
      expiresAt: expiry(now, data, now),
    });
    let user: SessionUser | null = input.user && input.user.id === input.userId ? input.user : null;
    if (input.userId && !user) {
      const users = sessionUsers();
      const [row] = await db.select().from(users.table).where(eq(users.id, input.userId)).limit(1);
      user = (row as SessionUser | undefined) ?? null;
    }
    return toLoaded(row!, token, user);
  }

  return {
    async load(token, now = new Date()) {
      const id = hashToken(token);
      loadStatement ??= prepareLoad(db);
      const [found] = await loadStatement.execute({ id });
      if (!found) return null;
      const row = { session: found.session, user: found.user as SessionUser | null };
      if (row.session.expiresAt <= now) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      // An inactive user's sessions end at once.
      if (row.user && !row.user.active && !row.session.impersonatorId) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: expiry(row.session.createdAt, row.session.data as SessionData, now) })
          .where(eq(sessions.id, id));
      }
      return toLoaded(row.session, token, row.user);
    },

    create: (input) => replace(input, {}),
    replace,

    async update(id, patch) {
      await db.update(sessions).set(patch).where(eq(sessions.id, id));
    },

    async destroy(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async destroyForUser(userId, options = {}) {
      const mine = or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId));
      await db.delete(sessions).where(options.exceptId ? and(mine, ne(sessions.id, options.exceptId)) : mine);
    },

    async purgeExpired(now = new Date()) {
      const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
      return removed.length;
    },
  };
}
