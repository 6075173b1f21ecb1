/**
 * Staff granting or removing a level for a user directly (POST /verifications/assign and /verifications/remove, docs/api.md
 * "Verification levels set by staff"): with the reason the user reads, in the verification trail with the staff id.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { FUNDS_VALID_DAYS, LEVEL_DESCRIPTIONS, type GrantableLevel } from '../../../contracts/verifications/levels';
import { VERIFICATION_MESSAGES, type LevelChangeResponse } from '../../../contracts/verifications/verifications';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import { notify } from '../notifications/notify';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { recomputeUserLevel } from './verification-levels.service';
import { asSentence } from './verifications.service';
import { verificationEvents, verifications } from './verifications.table';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

interface LevelChangeRequest {
  user_id: number;
  level: GrantableLevel;
  reason: string;
}

async function targetUser(deps: Deps, id: number): Promise<UserRow> {
  const user = await findUserById(deps.database.db, id);
  if (!user) throw validationError({ user_id: [VERIFICATION_MESSAGES.userMissing] });
  return user;
}

/** POST /verifications/assign: the level is held at once (Funds Verified for FUNDS_VALID_DAYS, like an approval). */
export async function grantLevel(deps: Deps, staff: UserRow, input: LevelChangeRequest): Promise<LevelChangeResponse> {
  const user = await targetUser(deps, input.user_id);
  const db = deps.database.db;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        and(
          eq(verifications.userId, user.id),
          eq(verifications.level, input.level),
          eq(verifications.status, 'approved'),
          or(isNull(verifications.expiresAt), gt(verifications.expiresAt, now)),
        ),
      )
      .limit(1);
    if (held) throw validationError({ level: [VERIFICATION_MESSAGES.userHoldsLevel] });
    const [row] = await tx
      .insert(verifications)
      .values({
        userId: user.id,
        level: input.level,
        source: 'staff',
        status: 'approved',
        reason: input.reason,
        decidedById: staff.id,
        decidedAt: now,
        expiresAt: input.level === 'VLP' ? new Date(now.getTime() + FUNDS_VALID_DAYS * 86_400_000) : null,
        submittedAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(verificationEvents)
      .values({ verificationId: row!.id, userId: user.id, actorId: staff.id, action: 'granted', reason: input.reason, createdAt: now });
  });
  const change = await recomputeUserLevel(deps, user.id);
  const description = LEVEL_DESCRIPTIONS[input.level];
  await notify(deps, user.id, {
    event: 'verification_result',
    subject: `Lexchange staff made you ${description.label}`,
    body: `Reason: ${asSentence(input.reason)} ${description.label} (${input.level}) now shows beside your name. Your verification level is ${LEVEL_DESCRIPTIONS[change.level].label}.`,
    url: '/get-verified',
  });
  return { message: VERIFICATION_MESSAGES.granted, user_id: user.id, level: input.level, verification_level: change.level };
}

/** POST /verifications/remove: every approved grant of the level goes, however it was obtained; the user is told why. */
export async function removeLevel(deps: Deps, staff: UserRow, input: LevelChangeRequest): Promise<LevelChangeResponse> {
  const user = await targetUser(deps, input.user_id);
  const now = deps.now();
  const removed = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(verifications)
      .set({ status: 'removed', reason: input.reason, decidedById: staff.id, decidedAt: now, updatedAt: now })
      .where(and(eq(verifications.userId, user.id), eq(verifications.level, input.level), eq(verifications.status, 'approved')))
      .returning();
    if (rows.length > 0)
      await tx.insert(verificationEvents).values(
        rows.map((row) => ({
          verificationId: row.id,
          userId: user.id,
          actorId: staff.id,
          action: 'removed',
          reason: input.reason,
          createdAt: now,
        })),
      );
    return rows;
  });
  if (removed.length === 0) throw validationError({ level: [VERIFICATION_MESSAGES.notHeld] });
  const change = await recomputeUserLevel(deps, user.id);
  const label = LEVEL_DESCRIPTIONS[input.level].label;
  await notify(deps, user.id, {
    event: 'verification_result',
    subject: `Your ${label} level was removed`,
    body: `Reason: ${asSentence(input.reason)} Your verification level is now ${LEVEL_DESCRIPTIONS[change.level].label}. You can submit it again on Get Verified.`,
    url: '/get-verified',
  });
  return { message: VERIFICATION_MESSAGES.removed, user_id: user.id, level: input.level, verification_level: change.level };
}
