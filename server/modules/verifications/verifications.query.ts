/** Reading verifications: the submitter's own, the staff queue, one with its trail, in the shapes of contracts/verifications/verifications.ts. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { barLookupUrl } from '../../../contracts/verifications/bar-admissions';
import { usStateName } from '../../../contracts/common/us-states';
import { OPEN_VERIFICATION_STATUSES, type GrantableLevel, type VerificationStatus } from '../../../contracts/verifications/levels';
import type { Verification, VerificationDetail, VerificationList } from '../../../contracts/verifications/verifications';
import { verificationLabel, type VerificationLevelKey } from '../../../contracts/users/users';
import type { Db } from '../../platform/db/database';
import { users } from '../users/users.table';
import {
  verificationDocuments,
  verificationEvents,
  verifications,
  type VerificationDocumentRow,
  type VerificationRow,
} from './verifications.table';

const reviewer = alias(users, 'verification_reviewer');
const decider = alias(users, 'verification_decider');
const actor = alias(users, 'verification_actor');

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last}`);
const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, name: nameOf(first, last)! };

/** LIKE treats % and _ as wildcards; staff searching "john_doe" mean the characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface Row {
  verification: VerificationRow;
  userUniqueId: string;
  userFirst: string;
  userLast: string;
  userEmail: string;
  userLevel: string;
  reviewerFirst: string | null;
  reviewerLast: string | null;
  deciderFirst: string | null;
  deciderLast: string | null;
}

function baseSelect(db: Db) {
  return db
    .select({
      verification: verifications,
      userUniqueId: users.uniqueId,
      userFirst: users.firstName,
      userLast: users.lastName,
      userEmail: users.email,
      userLevel: users.verificationLevel,
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(reviewer, eq(reviewer.id, verifications.reviewerId))
    .leftJoin(decider, eq(decider.id, verifications.decidedById));
}

type DocumentSeen = VerificationDocumentRow & { openedByViewer: boolean };

/** The documents of each verification, with whether the viewer has opened each (from the document_opened trail). */
async function documentsOf(db: Db, ids: number[], viewerId: number): Promise<Map<number, DocumentSeen[]>> {
  const byVerification = new Map<number, DocumentSeen[]>();
  if (ids.length === 0) return byVerification;
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.verificationId, ids))
    .orderBy(asc(verificationDocuments.id));
  const opened = await db
    .selectDistinct({ documentId: verificationEvents.documentId })
    .from(verificationEvents)
    .where(
      and(
        inArray(verificationEvents.verificationId, ids),
        eq(verificationEvents.actorId, viewerId),
        eq(verificationEvents.action, 'document_opened'),
      ),
    );
  const seen = new Set(opened.map((event) => event.documentId));
  for (const document of rows)
    byVerification.set(document.verificationId, [
      ...(byVerification.get(document.verificationId) ?? []),
      { ...document, openedByViewer: seen.has(document.id) },
    ]);
  return byVerification;
}

function present(row: Row, documents: DocumentSeen[], viewer: { id: number; staff: boolean }): Verification {
  const v = row.verification;
  const open = (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(v.status);
  return {
    id: v.id,
    level: v.level as GrantableLevel,
    level_label: verificationLabel(v.level),
    status: v.status as VerificationStatus,
    source: v.source,
    submitted_at: v.submittedAt.toISOString(),
    decided_at: v.decidedAt?.toISOString() ?? null,
    reason: v.reason,
    expires_at: v.expiresAt?.toISOString() ?? null,
    id_expires_on: v.idExpiresOn,
    attested: v.attestedAt !== null,
    bar:
      v.barState && v.barNumber
        ? {
            state: v.barState,
            state_name: usStateName(v.barState),
            number: v.barNumber,
            year_admitted: v.barYearAdmitted,
            name: v.barName ?? '',
            lookup_url: barLookupUrl(v.barState, v.barNumber),
          }
        : null,
    funds_amount: v.fundsAmount,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      filename: document.filename,
      mimetype: document.mimetype,
      size: document.size,
      opened_by_you: document.openedByViewer,
    })),
    documents_deleted: v.documentsDeletedAt !== null,
    reviewer: person(v.reviewerId, row.reviewerFirst, row.reviewerLast),
    decided_by: viewer.staff ? person(v.decidedById, row.deciderFirst, row.deciderLast) : null,
    user: viewer.staff
      ? {
          id: v.userId,
          unique_id: row.userUniqueId,
          name: `${row.userFirst} ${row.userLast}`,
          email: row.userEmail,
          verification_level: row.userLevel as VerificationLevelKey,
        }
      : null,
    can_withdraw: open && v.userId === viewer.id && v.source === 'submission',
  };
}

export interface Viewer {
  id: number;
  staff: boolean;
}

/** One verification as the viewer may see it; null when it does not exist. */
export async function findVerification(db: Db, id: number, viewer: Viewer): Promise<Verification | null> {
  const [row] = await baseSelect(db).where(eq(verifications.id, id)).limit(1);
  if (!row) return null;
  const documents = await documentsOf(db, [id], viewer.id);
  return present(row, documents.get(id) ?? [], viewer);
}

/** With the trail of who did what (staff see everyone's names; the submitter sees staff only as "Lexchange staff"). */
export async function verificationDetail(db: Db, id: number, viewer: Viewer): Promise<VerificationDetail | null> {
  const verification = await findVerification(db, id, viewer);
  if (!verification) return null;
  const events = await db
    .select({ event: verificationEvents, first: actor.firstName, last: actor.lastName })
    .from(verificationEvents)
    .leftJoin(actor, eq(actor.id, verificationEvents.actorId))
    .where(eq(verificationEvents.verificationId, id))
    .orderBy(asc(verificationEvents.createdAt), asc(verificationEvents.id));
  return {
    ...verification,
    events: events
      .filter(({ event }) => viewer.staff || event.action !== 'document_opened')
      .map(({ event, first, last }) => ({
        id: event.id,
        action: event.action,
        actor:
          event.actorId === null
            ? null
            : viewer.staff || event.actorId === viewer.id
              ? person(event.actorId, first, last)
              : { id: 0, name: 'Lexchange staff' },
        reason: event.reason,
        document_id: viewer.staff ? event.documentId : null,
        created_at: event.createdAt.toISOString(),
      })),
  };
}

export interface VerificationListRequest {
  scope: 'mine' | 'queue';
  viewer: Viewer;
  page: number;
  perPage: number;
  sort: 'submitted_at' | '-submitted_at';
  search?: string;
  level?: string;
  status?: string;
  open?: boolean;
  reviewer?: 'me' | 'unassigned';
}

function whereOf(request: VerificationListRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (request.scope === 'mine') conditions.push(eq(verifications.userId, request.viewer.id));
  if (request.search) {
    const pattern = `%${likeEscape(request.search)}%`;
    conditions.push(
      or(
        ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern),
        ilike(users.email, pattern),
        ilike(users.uniqueId, pattern),
        ilike(verifications.barNumber, pattern),
      ),
    );
  }
  if (request.level) conditions.push(eq(verifications.level, request.level));
  if (request.status) conditions.push(eq(verifications.status, request.status));
  if (request.open) conditions.push(inArray(verifications.status, [...OPEN_VERIFICATION_STATUSES]));
  if (request.reviewer === 'me') conditions.push(eq(verifications.reviewerId, request.viewer.id));
  if (request.reviewer === 'unassigned') conditions.push(isNull(verifications.reviewerId));
  return and(...conditions);
}

/** The caller's own (newest first) or the staff queue (oldest first by default), in the list shape. */
export async function listVerifications(db: Db, request: VerificationListRequest): Promise<Omit<VerificationList, 'level'>> {
  const where = whereOf(request);
  const [totals] = await db
    .select({ total: count() })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .where(where);
  const total = totals?.total ?? 0;
  const newestFirst = request.scope === 'mine' || request.sort === '-submitted_at';
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(
      newestFirst ? desc(verifications.submittedAt) : asc(verifications.submittedAt),
      newestFirst ? desc(verifications.id) : asc(verifications.id),
    )
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.verification.id),
    request.viewer.id,
  );
  return {
    data: rows.map((row) => present(row, documents.get(row.verification.id) ?? [], request.viewer)),
    meta: { current_page: request.page, last_page: Math.max(1, Math.ceil(total / request.perPage)), per_page: request.perPage, total },
  };
}
