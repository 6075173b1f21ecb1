/**
 * The one place that computes a user's verification level — use these, never write users.verification_level.
 *
 * API (issue #14): `recomputeUserLevel(deps, userId)` takes the highest approved, unexpired level of the user's
 * `verifications` rows (contracts/verifications/levels.ts `levelFromGrants`: unverified < VI < VBO < VFL < VLP),
 * writes it to users.verification_level (the listings' seller copies follow by trigger) and, when the level fell,
 * closes the buyer's open access requests on listings that now ask for more (chats/match-minimum.service.ts); it
 * returns `{ previous, level }`. `grantEarnedLevel(deps, { userId, level: 'VFL', source: 'valuation', sourceId,
 * expiresAt? })` records a level earned elsewhere — idempotent per (source, sourceId, level), so calling it again
 * re-approves and updates the expiry — then recomputes and, when the level rose, notifies the user
 * ('verification_result': in-app, push, e-mail per settings). `revokeEarnedLevel(deps, { userId, level, source,
 * sourceId, reason? })` marks that grant removed, recomputes and notifies when the level fell. `deps` is
 * Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>; call them after your own transaction commits.
 */
import { and, eq, sql } from 'drizzle-orm';
import { verificationRank } from '../../../contracts/listings/listings';
import { levelFromGrants, LEVEL_DESCRIPTIONS, type GrantableLevel, type VerificationSource } from '../../../contracts/verifications/levels';
import type { VerificationLevelKey } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { closeRequestsBelowMinimum } from '../chats/match-minimum.service';
import { notify } from '../notifications/notify';
import { lockVerificationLevel, writeVerificationLevel } from '../users/users.repository';
import { verificationEvents, verifications, type VerificationRow } from './verifications.table';

export type LevelDeps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

export interface LevelChange {
  previous: VerificationLevelKey;
  level: VerificationLevelKey;
}

export const levelRose = (change: LevelChange) => verificationRank(change.level) > verificationRank(change.previous);
export const levelFell = (change: LevelChange) => verificationRank(change.level) < verificationRank(change.previous);

/** Writes the user's level from their grants; the user row is locked so two recomputes never cross. */
export async function recomputeUserLevel(deps: LevelDeps, userId: number): Promise<LevelChange> {
  const db = deps.database.db;
  const now = deps.now();
  const change = await db.transaction(async (tx) => {
    const stored = await lockVerificationLevel(tx, userId);
    if (stored === null) return null;
    const grants = await tx
      .select({ level: verifications.level, status: verifications.status, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(and(eq(verifications.userId, userId), eq(verifications.status, 'approved')));
    const level = levelFromGrants(grants, now);
    const previous = stored as VerificationLevelKey;
    if (level !== previous) await writeVerificationLevel(tx, userId, level, now);
    return { previous, level };
  });
  if (!change) return { previous: 'unverified', level: 'unverified' };
  if (levelFell(change)) await closeRequestsBelowMinimum(deps, userId, change.level);
  return change;
}

export interface EarnedLevelInput {
  userId: number;
  level: GrantableLevel;
  source: Exclude<VerificationSource, 'submission'>;
  sourceId: number;
  expiresAt?: Date | null;
}

/** Records a level earned elsewhere (VFL from a completed valuation) and recomputes the user's level. */
export async function grantEarnedLevel(deps: LevelDeps, input: EarnedLevelInput): Promise<{ verification: VerificationRow } & LevelChange> {
  const db = deps.database.db;
  const now = deps.now();
  const verification = await db.transaction(async (tx) => {
    const values = {
      status: 'approved',
      decidedAt: now,
      decidedById: null,
      reason: null,
      expiresAt: input.expiresAt ?? null,
      expiryRemindedAt: null,
      updatedAt: now,
    };
    // Upsert on the partial unique index: a completion reported twice, even at once, grants one row.
    const [row] = await tx
      .insert(verifications)
      .values({ userId: input.userId, level: input.level, source: input.source, sourceId: input.sourceId, submittedAt: now, ...values })
      .onConflictDoUpdate({
        target: [verifications.source, verifications.sourceId, verifications.level],
        targetWhere: sql`source_id is not null`,
        set: values,
      })
      .returning();
    await tx
      .insert(verificationEvents)
      .values({ verificationId: row!.id, userId: input.userId, actorId: null, action: 'granted', createdAt: now });
    return row!;
  });
  const change = await recomputeUserLevel(deps, input.userId);
  if (levelRose(change)) await notifyLevelGranted(deps, input.userId, input.level);
  return { verification, ...change };
}

export interface RevokeLevelInput {
  userId: number;
  level: GrantableLevel;
  source: Exclude<VerificationSource, 'submission'>;
  sourceId: number;
  reason?: string;
}

/** Withdraws a level earned elsewhere (e.g. the valuation was withdrawn) and recomputes the user's level. */
export async function revokeEarnedLevel(deps: LevelDeps, input: RevokeLevelInput): Promise<LevelChange> {
  const db = deps.database.db;
  const now = deps.now();
  const revoked = await db
    .update(verifications)
    .set({ status: 'removed', reason: input.reason ?? null, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(verifications.userId, input.userId),
        eq(verifications.source, input.source),
        eq(verifications.sourceId, input.sourceId),
        eq(verifications.level, input.level),
        eq(verifications.status, 'approved'),
      ),
    )
    .returning({ id: verifications.id });
  if (revoked.length > 0) {
    await db.insert(verificationEvents).values(
      revoked.map((row) => ({
        verificationId: row.id,
        userId: input.userId,
        actorId: null,
        action: 'revoked',
        reason: input.reason ?? null,
        createdAt: now,
      })),
    );
  }
  const change = await recomputeUserLevel(deps, input.userId);
  if (levelFell(change)) await notifyLevelLowered(deps, input.userId, input.level, change.level, input.reason ?? null);
  return change;
}

export async function notifyLevelGranted(deps: LevelDeps, userId: number, level: GrantableLevel): Promise<void> {
  const description = LEVEL_DESCRIPTIONS[level];
  await notify(deps, userId, {
    event: 'verification_result',
    subject: `You are now ${description.label}`,
    body: `${description.label} (${level}) now shows beside your name. ${description.proves}`,
    url: '/get-verified',
  });
}

/** A removal or expiry lowered the user's level: say which level went, what they hold now, and why. */
export async function notifyLevelLowered(
  deps: LevelDeps,
  userId: number,
  lost: GrantableLevel,
  now: VerificationLevelKey,
  reason: string | null,
  how: 'removed' | 'expired' = 'removed',
): Promise<void> {
  const lostLabel = LEVEL_DESCRIPTIONS[lost].label;
  const why = reason ? ` Reason: ${/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`}` : '';
  await notify(deps, userId, {
    event: 'verification_result',
    subject: how === 'expired' ? `Your ${lostLabel} level has expired` : `Your ${lostLabel} level was removed`,
    body: `Your verification level is now ${LEVEL_DESCRIPTIONS[now].label}.${why} You can submit it again on Get Verified.`,
    url: '/get-verified',
  });
}
