import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ERRORS } from '../../../contracts/admin/admin';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { findUserOrFail } from '../admin/users.service';
import { recordImpersonatedWrite } from '../audit/audit.service';
import { assertMayImpersonate, staffMayReturn } from './impersonation.policy';

async function currentSession(request: FastifyRequest) {
  const session = await request.session();
  if (!session?.user) throw forbidden();
  return session;
}

/** Starts a new session (rotated) as the target user, remembering the staff member as the impersonator. */
export async function takeImpersonation(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, targetId: number): Promise<UserRow> {
  const session = await currentSession(request);
  const target = await findUserOrFail(deps, targetId);
  assertMayImpersonate(session, session.user!, target);
  await reply.startSession({ userId: target.id, impersonatorId: session.user!.id, data: { remember: session.data.remember } });
  await recordSessionChange(deps, request, session.user!.id, target.id);
  return target;
}

/** Ends the impersonation and starts a staff session again; a staff account that lost its rights is logged out. */
export async function leaveImpersonation(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(request);
  if (!session.impersonatorId) throw forbidden(ADMIN_ERRORS.notImpersonating);
  const staff = await findUserById(deps.database.db, session.impersonatorId);
  if (!staffMayReturn(staff)) {
    await reply.endSession();
    throw forbidden(ADMIN_ERRORS.staffGone);
  }
  await reply.startSession({ userId: staff.id, data: { remember: session.data.remember } });
  await recordSessionChange(deps, request, staff.id, session.userId!);
}

/** Starting and ending an impersonation are GETs, so the write hook skips them; the trail shows both. */
async function recordSessionChange(deps: AppDeps, request: FastifyRequest, staffId: number, userId: number) {
  await recordImpersonatedWrite(deps.database.db, {
    staffId,
    userId,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    status: 200,
    createdAt: deps.now(),
  });
}
