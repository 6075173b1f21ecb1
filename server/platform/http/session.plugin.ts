import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signedInMarkerFor, signedInMarkerName } from './coarse-rate-limit';
import type { SessionUser } from '../session/session-user';
import type { LoadedSession, SessionData, SessionStore } from '../session/session.store';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of this request's cookie, loaded once on first use (null without a valid cookie). */
    session(): Promise<LoadedSession | null>;
    /** The logged-in user (the impersonated one while staff impersonate), or null. */
    currentUser(): Promise<SessionUser | null>;
    sessionCache?: Promise<LoadedSession | null>;
  }
  interface FastifyReply {
    /**
     * Starts a new session (a new id: rotation), ending the request's old one in the same statement; `clearLimitKey`
     * clears that rate-limit counter in it too (login).
     */
    startSession(
      input: { userId?: number | null; impersonatorId?: number | null; data?: SessionData; user?: SessionUser },
      options?: { clearLimitKey?: string | null },
    ): Promise<LoadedSession>;
    /** The request's session, or a new anonymous one (for the CSRF cookie). */
    ensureSession(): Promise<LoadedSession>;
    endSession(): Promise<void>;
  }
}

export interface SessionPluginOptions {
  store: SessionStore;
  secret: string;
  secure: boolean;
}

export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

export function csrfTokenMatches(secret: string, sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionToken));
  const given = Buffer.from(decodeURIComponent(sent));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-lexchange_session' : 'lexchange_session');

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const cookieName = sessionCookieName(options.secure);
  const markerName = signedInMarkerName(options.secure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };

  function setCookies(reply: FastifyReply, session: LoadedSession) {
    const maxAge = session.data.remember ? 30 * 24 * 60 * 60 : undefined;
    reply.setCookie(cookieName, session.token, { ...cookieOptions, maxAge });
    reply.setCookie(CSRF_COOKIE, csrfTokenFor(options.secret, session.token), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: options.secure,
      maxAge,
    });
    // Tells the coarse rate limit, without a database read, that this browser is signed in (counted per session).
    if (session.userId !== null)
      reply.setCookie(markerName, signedInMarkerFor(options.secret, session.token), { ...cookieOptions, maxAge });
    else if (reply.request.cookies[markerName]) reply.clearCookie(markerName, cookieOptions);
  }

  app.decorateRequest('sessionCache', undefined);
  app.decorateRequest('session', function (this: FastifyRequest) {
    if (!this.sessionCache) {
      const token = this.cookies[cookieName];
      this.sessionCache = token && token.length <= 100 ? options.store.load(token) : Promise.resolve(null);
    }
    return this.sessionCache;
  });
  app.decorateRequest('currentUser', async function (this: FastifyRequest) {
    const session = await this.session();
    return session?.user ?? null;
  });

  app.decorateReply('startSession', async function (this: FastifyReply, input, { clearLimitKey } = {}) {
    const old = await this.request.session();
    const session = await options.store.replace(
      { ...input, ip: this.request.ip, userAgent: this.request.headers['user-agent'] },
      { endId: old?.id, clearLimitKey },
    );
    this.request.sessionCache = Promise.resolve(session);
    setCookies(this, session);
    return session;
  });

  app.decorateReply('ensureSession', async function (this: FastifyReply) {
    const existing = await this.request.session();
    if (existing) {
      setCookies(this, existing);
      return existing;
    }
    const session = await options.store.create({ ip: this.request.ip, userAgent: this.request.headers['user-agent'] });
    this.request.sessionCache = Promise.resolve(session);
    setCookies(this, session);
    return session;
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const session = await this.request.session();
    if (session) await options.store.destroy(session.id);
    this.request.sessionCache = Promise.resolve(null);
    // Cleared with the attributes they were set with: browsers ignore a clear of a __Host- cookie without Secure.
    this.clearCookie(cookieName, cookieOptions);
    this.clearCookie(CSRF_COOKIE, { ...cookieOptions, httpOnly: false });
    this.clearCookie(markerName, cookieOptions);
  });
}

export default fp(sessionPlugin, { name: 'lexchange-session', dependencies: ['@fastify/cookie'] });
