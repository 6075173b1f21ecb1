/**
 * Scheduled work (pg-boss cron, server/platform/jobs/): levels lapse (VLP after 180 days, VI with the ID's date)
 * after a reminder EXPIRY_REMINDER_DAYS before; documents of rejected or withdrawn submissions are deleted
 * DOCUMENT_RETENTION_DAYS after the decision.
 */
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import {
  DOCUMENT_RETENTION_DAYS,
  EXPIRY_REMINDER_DAYS,
  LEVEL_DESCRIPTIONS,
  type GrantableLevel,
} from '../../../contracts/verifications/levels';
import type { AppDeps } from '../../platform/deps';
import { notify } from '../notifications/notify';
import { notifyLevelLowered, recomputeUserLevel } from './verification-levels.service';
import { verificationDocuments, verificationEvents, verifications } from './verifications.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'realtime' | 'jobs' | 'config' | 'now'>;
const DAY = 86_400_000;

/** Marks lapsed grants expired, lowers each user's level, and tells them. Returns how many lapsed. */
export async function expireVerifications(deps: Deps): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  const expired = await db
    .update(verifications)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(verifications.status, 'approved'), lte(verifications.expiresAt, now)))
    .returning();
  if (expired.length === 0) return 0;
  await db
    .insert(verificationEvents)
    .values(expired.map((row) => ({ verificationId: row.id, userId: row.userId, actorId: null, action: 'expired', createdAt: now })));
  for (const userId of new Set(expired.map((row) => row.userId))) {
    const change = await recomputeUserLevel(deps, userId);
    for (const row of expired.filter((lapsed) => lapsed.userId === userId)) {
      await notifyLevelLowered(deps, userId, row.level as GrantableLevel, change.level, null, 'expired');
    }
  }
  return expired.length;
}

/** One reminder per grant, EXPIRY_REMINDER_DAYS before it lapses (in-app, push, and the e-mail per settings). */
export async function remindExpiringVerifications(deps: Deps): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  const due = await db
    .update(verifications)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        eq(verifications.status, 'approved'),
        isNull(verifications.expiryRemindedAt),
        gt(verifications.expiresAt, now),
        lte(verifications.expiresAt, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY)),
      ),
    )
    .returning();
  for (const row of due) {
    const description = LEVEL_DESCRIPTIONS[row.level as GrantableLevel];
    const on = row.expiresAt!.toISOString().slice(0, 10);
    await notify(deps, row.userId, {
      event: 'verification_result',
      subject: `Your ${description.label} level expires on ${on}`,
      body:
        row.level === 'VLP'
          ? `Upload a current proof-of-funds or financing letter on Get Verified before ${on} to stay ${description.label}.`
          : `Upload your renewed ID on Get Verified before ${on} to stay ${description.label}.`,
      url: '/get-verified',
    });
  }
  return due.length;
}

/** The hourly run: remind first, so a grant that lapses within the hour was still reminded once. */
export async function runVerificationExpiry(deps: Deps): Promise<void> {
  await remindExpiringVerifications(deps);
  await expireVerifications(deps);
}

/** Deletes the documents of submissions rejected or withdrawn more than DOCUMENT_RETENTION_DAYS ago. */
export async function purgeDecidedDocuments(deps: Deps): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  const cutoff = new Date(now.getTime() - DOCUMENT_RETENTION_DAYS * DAY);
  const due = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        inArray(verifications.status, ['rejected', 'withdrawn']),
        lte(verifications.decidedAt, cutoff),
        isNull(verifications.documentsDeletedAt),
      ),
    )
    .limit(500);
  let removed = 0;
  for (const { id } of due) {
    const keys = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(verificationDocuments)
        .where(eq(verificationDocuments.verificationId, id))
        .returning({ key: verificationDocuments.storageKey });
      await tx.update(verifications).set({ documentsDeletedAt: now }).where(eq(verifications.id, id));
      return rows.map((row) => row.key);
    });
    await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    removed += keys.length;
  }
  return removed;
}
