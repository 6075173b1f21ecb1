/**
 * Due-diligence requests (issue #32): the buyer asks, the seller answers with files and/or a note, the buyer closes
 * or reopens. Each new request and each answer notifies the other side. Staff may act for either side's step except
 * asking and closing, which stay the buyer's; staff acting as a member only read.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import {
  CLOSING_MESSAGES,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type DueDiligenceAnswer,
  type DueDiligenceList,
  type DueDiligenceQuery,
  type DueDiligenceRequest,
  type NewDueDiligenceRequest,
  type RequestStatus,
} from '../../../contracts/closing/closing';
import { toCsv } from '../../platform/csv';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { closingDealFor, type ClosingActor } from './closing-access';
import type { DbOrTx } from './closing.query';
import { checkClosingFiles, storeClosingFiles } from './closing-files';
import { notifyDealSide } from './closing-notices';
import { documentOf, isOverdue, openRoomToChange, todayOf } from './closing-room';
import { closingFiles, closingRequests, type ClosingRequestRow } from './closing.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now' | 'realtime' | 'jobs' | 'config'>;

interface Logger {
  warn(details: object, message: string): void;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function filterOf(dealId: number, query: DueDiligenceQuery): SQL {
  const conditions: SQL[] = [eq(closingRequests.dealId, dealId)];
  if (query.status) conditions.push(eq(closingRequests.status, query.status));
  if (query.q) conditions.push(ilike(closingRequests.title, `%${escapeLike(query.q)}%`));
  return and(...conditions)!;
}

async function toRequests(db: DbOrTx, rows: ClosingRequestRow[], today: string): Promise<DueDiligenceRequest[]> {
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            id: closingFiles.id,
            requestId: closingFiles.requestId,
            filename: closingFiles.filename,
            size: closingFiles.size,
            createdAt: closingFiles.createdAt,
          })
          .from(closingFiles)
          .where(
            inArray(
              closingFiles.requestId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(closingFiles.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    due_on: row.dueOn,
    overdue: row.status === 'open' && isOverdue({ status: 'open', dueOn: row.dueOn }, today),
    status: row.status as RequestStatus,
    answer_note: row.answerNote,
    asked_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    documents: files.filter((file) => file.requestId === row.id).map(documentOf),
  }));
}

/** The requests the filter keeps, oldest first, with the deal's counts by status. */
export async function listRequests(deps: Deps, actor: ClosingActor, dealId: number, query: DueDiligenceQuery): Promise<DueDiligenceList> {
  const db = deps.database.db;
  await closingDealFor(db, actor, dealId);
  const [rows, byStatus] = await Promise.all([
    db.select().from(closingRequests).where(filterOf(dealId, query)).orderBy(asc(closingRequests.id)),
    db
      .select({ status: closingRequests.status, count: count() })
      .from(closingRequests)
      .where(eq(closingRequests.dealId, dealId))
      .groupBy(closingRequests.status),
  ]);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as DueDiligenceList['counts'];
  for (const row of byStatus) counts[row.status as RequestStatus] = row.count;
  return { data: await toRequests(db, rows, todayOf(deps.now())), counts };
}

async function requestOf(db: DbOrTx, dealId: number, requestId: number): Promise<ClosingRequestRow> {
  const [row] = await db
    .select()
    .from(closingRequests)
    .where(and(eq(closingRequests.id, requestId), eq(closingRequests.dealId, dealId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function viewOf(deps: Deps, dealId: number, requestId: number): Promise<DueDiligenceRequest> {
  const [view] = await toRequests(deps.database.db, [await requestOf(deps.database.db, dealId, requestId)], todayOf(deps.now()));
  return view!;
}

async function tell(deps: Deps, log: Logger, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.warn({ error: String(error) }, 'due-diligence change stored but the other side was not notified');
  }
}

export async function askForDocuments(
  deps: Deps,
  actor: ClosingActor,
  dealId: number,
  input: NewDueDiligenceRequest,
  log: Logger,
): Promise<DueDiligenceRequest> {
  const { deal, side } = await openRoomToChange(deps, actor, dealId);
  if (side !== 'buyer') throw forbidden(CLOSING_MESSAGES.buyerAsks);
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(closingRequests)
    .values({ dealId, title: input.title, dueOn: input.due_on ?? null, askedById: actor.user.id, createdAt: now, updatedAt: now })
    .returning();
  await tell(deps, log, () =>
    notifyDealSide(deps, deal, deal.sellerId, {
      subject: 'New due-diligence request',
      body: `the buyer asks for “${input.title}”${input.due_on ? ` by ${input.due_on}` : ''}.`,
    }),
  );
  return (await toRequests(deps.database.db, [row!], todayOf(now)))[0]!;
}

/** The seller (or staff for them) answers; a second answer adds its files and replaces the note. */
export async function answerRequest(
  deps: Deps,
  actor: ClosingActor,
  ids: { dealId: number; requestId: number },
  answer: DueDiligenceAnswer,
  log: Logger,
): Promise<DueDiligenceRequest> {
  const { deal, side } = await openRoomToChange(deps, actor, ids.dealId);
  if (side === 'buyer') throw forbidden(CLOSING_MESSAGES.sellerAnswers);
  const request = await requestOf(deps.database.db, ids.dealId, ids.requestId);
  if (request.status === 'closed') throw new AppError(409, 'conflict', CLOSING_MESSAGES.closedRequest);
  const checked = await checkClosingFiles(ids.dealId, answer.files ?? []);
  const now = deps.now();
  await storeClosingFiles(
    deps,
    { dealId: ids.dealId, uploadedById: actor.user.id, parent: { requestId: request.id } },
    checked,
    async (tx) => {
      // Answered only while not closed: a close that lands first wins, and this answer is refused whole.
      const answered = await tx
        .update(closingRequests)
        .set({
          status: 'answered',
          ...(answer.note === undefined ? {} : { answerNote: answer.note }),
          answeredById: actor.user.id,
          answeredAt: now,
          updatedAt: now,
        })
        .where(and(eq(closingRequests.id, request.id), inArray(closingRequests.status, ['open', 'answered'])))
        .returning({ id: closingRequests.id });
      if (answered.length === 0) throw new AppError(409, 'conflict', CLOSING_MESSAGES.closedRequest);
    },
  );
  await tell(deps, log, () =>
    notifyDealSide(deps, deal, deal.buyerId, {
      subject: 'Due-diligence request answered',
      body: `the seller answered “${request.title}”${checked.length ? ` with ${checked.length} file${checked.length === 1 ? '' : 's'}` : ''}.`,
    }),
  );
  return viewOf(deps, ids.dealId, ids.requestId);
}

/** The buyer closes a request, or reopens it for the seller to answer again. */
export async function setRequestStatus(
  deps: Deps,
  actor: ClosingActor,
  ids: { dealId: number; requestId: number },
  status: 'open' | 'closed',
): Promise<DueDiligenceRequest> {
  const { side } = await openRoomToChange(deps, actor, ids.dealId);
  if (side !== 'buyer') throw forbidden(CLOSING_MESSAGES.buyerCloses);
  const request = await requestOf(deps.database.db, ids.dealId, ids.requestId);
  const now = deps.now();
  await deps.database.db
    .update(closingRequests)
    .set({ status, closedAt: status === 'closed' ? now : null, updatedAt: now })
    .where(eq(closingRequests.id, request.id));
  return viewOf(deps, ids.dealId, ids.requestId);
}

const CSV_HEADER = ['Request', 'Status', 'Due on', 'Asked on', 'Answered on', 'Answer', 'Files'] as const;

/** The filtered list as the CSV the buyer hands their accountant or counsel. */
export async function requestsCsv(deps: Deps, actor: ClosingActor, dealId: number, query: DueDiligenceQuery): Promise<string> {
  const { data } = await listRequests(deps, actor, dealId, query);
  return toCsv(
    CSV_HEADER,
    data.map((request) => [
      request.title,
      REQUEST_STATUS_LABELS[request.status],
      request.due_on,
      request.asked_at.slice(0, 10),
      request.answered_at?.slice(0, 10),
      request.answer_note,
      request.documents.map((document) => document.name).join('; '),
    ]),
  );
}
