/** Submitting a verification with documents, staff decisions (reviewer, approve, reject), withdrawal and document access. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { UploadedFile } from '../../../contracts/common/common';
import { normaliseBarNumber } from '../../../contracts/verifications/bar-admissions';
import {
  FUNDS_VALID_DAYS,
  LEVEL_DESCRIPTIONS,
  OPEN_VERIFICATION_STATUSES,
  type GrantableLevel,
} from '../../../contracts/verifications/levels';
import {
  DOCUMENT_KINDS,
  VERIFICATION_MESSAGES,
  VERIFICATION_UPLOADS,
  type SubmitVerificationInput,
} from '../../../contracts/verifications/verifications';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unprocessable, validationError } from '../../platform/errors';
import type { StoredObject } from '../../platform/storage/storage.types';
import { checkUpload, type CheckedFile } from '../../platform/uploads/check-upload';
import { notify, type NotificationInput } from '../notifications/notify';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { recomputeUserLevel, type LevelChange } from './verification-levels.service';
import { canDecide, canSeeVerification, isStaff } from './verifications.policy';
import { verificationDocuments, verificationEvents, verifications, type VerificationRow } from './verifications.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'realtime' | 'jobs' | 'config' | 'now'>;

const DAY = 86_400_000;
/** A reason as a sentence, however staff ended it. */
export const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const openStatuses = [...OPEN_VERIFICATION_STATUSES];

async function findRow(deps: Deps, id: number): Promise<VerificationRow | null> {
  const [row] = await deps.database.db.select().from(verifications).where(eq(verifications.id, id)).limit(1);
  return row ?? null;
}

/** The row, if the viewer may see it; a 404 otherwise, so others cannot tell it exists. */
export async function visibleVerification(deps: Deps, viewer: UserRow, id: number): Promise<VerificationRow> {
  const row = await findRow(deps, id);
  if (!row || !canSeeVerification(viewer, row)) throw notFound();
  return row;
}

/** POST /verifications: documents are checked by their bytes and stored privately before the row is written. */
export async function submitVerification(deps: Deps, user: UserRow, input: SubmitVerificationInput): Promise<VerificationRow> {
  const db = deps.database.db;
  const checked: CheckedFile[] = [];
  for (const file of input.documents as UploadedFile[]) checked.push(await checkUpload('documents', file, VERIFICATION_UPLOADS));
  const [open] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.userId, user.id), eq(verifications.level, input.level), inArray(verifications.status, openStatuses)))
    .limit(1);
  if (open) throw validationError({ level: [VERIFICATION_MESSAGES.alreadyOpen] });

  const now = deps.now();
  const stored: string[] = [];
  try {
    const files: (CheckedFile & { key: string })[] = [];
    for (const file of checked) {
      const key = `verifications/${user.id}/${randomUUID()}.${file.ext}`;
      await deps.storage.put(key, file.data, file.mime);
      stored.push(key);
      files.push({ ...file, key });
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(verifications)
        .values({
          userId: user.id,
          level: input.level,
          source: 'submission',
          status: 'submitted',
          attestedAt: input.level === 'VI' && input.attestation ? now : null,
          idExpiresOn: input.level === 'VI' ? (input.id_expires_on ?? null) : null,
          barState: input.level === 'VBO' ? (input.bar_state ?? null) : null,
          barNumber: input.level === 'VBO' && input.bar_number ? normaliseBarNumber(input.bar_number) : null,
          barYearAdmitted: input.level === 'VBO' ? (input.bar_year_admitted ?? null) : null,
          barName: input.level === 'VBO' ? (input.bar_name ?? null) : null,
          fundsAmount: input.level === 'VLP' ? (input.funds_amount ?? null) : null,
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(verificationDocuments).values(
        files.map((file) => ({
          verificationId: row!.id,
          kind: DOCUMENT_KINDS[input.level].kind,
          storageKey: file.key,
          filename: file.filename,
          mimetype: file.mime,
          size: file.data.length,
          createdAt: now,
        })),
      );
      await tx
        .insert(verificationEvents)
        .values({ verificationId: row!.id, userId: user.id, actorId: user.id, action: 'submitted', createdAt: now });
      return row!;
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    // Two submissions of one level at once: the partial unique index lets only one through.
    if (isUniqueViolation(error, 'verifications_open_unique')) throw validationError({ level: [VERIFICATION_MESSAGES.alreadyOpen] });
    throw error;
  }
}

/** When an approved level lapses: VLP after FUNDS_VALID_DAYS, VI the day after the ID's own date, others never. */
export function expiryOf(row: Pick<VerificationRow, 'level' | 'idExpiresOn'>, approvedAt: Date): Date | null {
  if (row.level === 'VLP') return new Date(approvedAt.getTime() + FUNDS_VALID_DAYS * DAY);
  if (row.level === 'VI' && row.idExpiresOn) return new Date(Date.parse(`${row.idExpiresOn}T00:00:00Z`) + DAY);
  return null;
}

const event = (
  row: VerificationRow,
  actorId: number | null,
  action: string,
  now: Date,
  reason: string | null = null,
  documentId: number | null = null,
) => ({
  verificationId: row.id,
  userId: row.userId,
  actorId,
  action,
  reason,
  documentId,
  createdAt: now,
});

export interface DecisionResult {
  row: VerificationRow;
  message: string;
  change?: LevelChange;
}

/** POST /verifications/{id}: staff approve or reject an open submission; its submitter withdraws it. */
export async function decideVerification(
  deps: Deps,
  viewer: UserRow,
  id: number,
  decision: { status: 'approved' | 'rejected' | 'withdrawn'; reason?: string; bar_checked?: boolean },
): Promise<DecisionResult> {
  const current = await visibleVerification(deps, viewer, id);
  if (decision.status === 'withdrawn') {
    if (current.userId !== viewer.id) throw forbidden(VERIFICATION_MESSAGES.withdrawnOwn);
  } else if (!canDecide(viewer, current)) {
    throw forbidden(VERIFICATION_MESSAGES.staffOnlyDecisions);
  }
  if (current.source !== 'submission') throw unprocessable(VERIFICATION_MESSAGES.notOpen, 'status');
  const approved = decision.status === 'approved';
  if (approved) await requireVouching(deps, viewer, current, decision.bar_checked === true);
  const now = deps.now();
  const reason = decision.status === 'rejected' ? (decision.reason ?? null) : null;
  const row = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(verifications)
      .set({
        status: decision.status,
        reason,
        decidedAt: now,
        decidedById: decision.status === 'withdrawn' ? null : viewer.id,
        reviewerId: decision.status === 'withdrawn' ? current.reviewerId : (current.reviewerId ?? viewer.id),
        expiresAt: approved ? expiryOf(current, now) : null,
        updatedAt: now,
      })
      .where(and(eq(verifications.id, id), inArray(verifications.status, openStatuses)))
      .returning();
    if (!updated) throw unprocessable(VERIFICATION_MESSAGES.notOpen, 'status');
    await tx.insert(verificationEvents).values(event(updated, viewer.id, decision.status, now, reason));
    return updated;
  });
  if (decision.status === 'withdrawn') return { row, message: VERIFICATION_MESSAGES.withdrawn };
  const change = approved ? await recomputeUserLevel(deps, row.userId) : undefined;
  await notifyDecision(deps, row);
  return { row, message: approved ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected, change };
}

/** What the user reads about a decision on their submission (also used by the demo seed). */
export function decisionNotice(row: Pick<VerificationRow, 'level' | 'status' | 'reason' | 'expiresAt'>): NotificationInput {
  const description = LEVEL_DESCRIPTIONS[row.level as GrantableLevel];
  const approved = row.status === 'approved';
  const until = row.expiresAt ? ` It is valid until ${row.expiresAt.toISOString().slice(0, 10)}.` : '';
  return {
    event: 'verification_result',
    subject: approved ? `Your ${description.label} verification was approved` : `Your ${description.label} verification was not approved`,
    body: approved
      ? `${description.label} (${row.level}) now shows beside your name.${until}`
      : `Reason: ${asSentence(row.reason ?? 'not given')} You can correct this and submit again on Get Verified.`,
    url: '/get-verified',
  };
}

async function notifyDecision(deps: Deps, row: VerificationRow): Promise<void> {
  await notify(deps, row.userId, decisionNotice(row));
}

/**
 * Staff vouch only for what they checked: an approval needs the approver to have opened every document of the
 * submission (the document_opened trail) and, for Owner Verified, to have checked the bar admission.
 */
async function requireVouching(deps: Deps, staff: UserRow, row: VerificationRow, barChecked: boolean): Promise<void> {
  const db = deps.database.db;
  const documents = await db
    .select({ id: verificationDocuments.id, filename: verificationDocuments.filename })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.verificationId, row.id));
  const opened = await db
    .select({ documentId: verificationEvents.documentId })
    .from(verificationEvents)
    .where(
      and(
        eq(verificationEvents.verificationId, row.id),
        eq(verificationEvents.actorId, staff.id),
        eq(verificationEvents.action, 'document_opened'),
      ),
    );
  const seen = new Set(opened.map((event) => event.documentId));
  const unopened = documents.filter((document) => !seen.has(document.id)).map((document) => document.filename);
  if (unopened.length > 0) throw unprocessable(VERIFICATION_MESSAGES.documentsNotOpened(unopened), 'documents');
  if (row.level === 'VBO' && !barChecked) throw validationError({ bar_checked: [VERIFICATION_MESSAGES.barNotChecked] });
}

/** PUT /verifications/{id}/reviewer: staff take (or hand) an open submission; it is then in review. */
export async function assignReviewer(deps: Deps, staff: UserRow, id: number, reviewerId: number | undefined): Promise<VerificationRow> {
  const current = await findRow(deps, id);
  if (!current) throw notFound();
  const reviewer = reviewerId === undefined || reviewerId === staff.id ? staff : await findUserById(deps.database.db, reviewerId);
  if (!reviewer || !isStaff(reviewer)) throw validationError({ reviewer_id: [VERIFICATION_MESSAGES.reviewerNotStaff] });
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(verifications)
      .set({ status: 'in_review', reviewerId: reviewer.id, assignedAt: now, updatedAt: now })
      .where(and(eq(verifications.id, id), inArray(verifications.status, openStatuses)))
      .returning();
    if (!updated) throw unprocessable(VERIFICATION_MESSAGES.notOpen, 'status');
    await tx
      .insert(verificationEvents)
      .values(event(updated, staff.id, 'assigned', now, `Assigned to ${reviewer.firstName} ${reviewer.lastName}`));
    return updated;
  });
}

/** A document of a submission for its submitter or staff; every opening is logged with who opened it. */
export async function openVerificationDocument(
  deps: Deps,
  viewer: UserRow,
  id: number,
  documentId: number,
): Promise<{ filename: string; mimetype: string; object: StoredObject }> {
  const row = await visibleVerification(deps, viewer, id);
  const [document] = await deps.database.db
    .select()
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.verificationId, row.id)))
    .limit(1);
  const object = document ? await deps.storage.get(document.storageKey) : null;
  if (!document || !object) throw notFound();
  await deps.database.db.insert(verificationEvents).values(event(row, viewer.id, 'document_opened', deps.now(), null, document.id));
  return { filename: document.filename, mimetype: document.mimetype, object };
}
