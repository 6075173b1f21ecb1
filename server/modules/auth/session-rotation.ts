import type { FastifyReply } from 'fastify';
import type { LoadedSession, SessionData } from '../../platform/session/session.store';

/** A new session id for the same login (privilege change, password change), keeping the session's data. */
export function rotateSession(reply: FastifyReply, session: LoadedSession, data: SessionData = session.data): Promise<LoadedSession> {
  return reply.startSession({ userId: session.userId, impersonatorId: session.impersonatorId, data });
}
