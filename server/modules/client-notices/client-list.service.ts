/**
 * The seller's client list (docs/product.md "Client notices"): replaced whole until the notices go out, read in full by the
 * seller and staff only; the buyer gets counts until the deal closes as won, then the names of those who did not
 * object. A client who could not be given notice transfers only under a court order the seller records.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import {
  CLIENT_NOTICE_MESSAGES,
  NOTICE_STATUSES,
  type BuyerClientList,
  type ByStatus,
  type ClientEntry,
  type ClientList,
  type ClientRow,
  type NoticeStatus,
} from '../../../contracts/client-notices/client-notices';
import type { UploadedFile } from '../../../contracts/common/common';
import type { AppDeps } from '../../platform/deps';
import type { Db, Transaction } from '../../platform/db/database';
import { notFound, unprocessable } from '../../platform/errors';
import { checkUpload } from '../../platform/uploads/check-upload';
import { lockClientDeal, viewClientDeal, type ClientActor } from './client-deal';
import { openClient, sealClient } from './client-sealing';
import { dealClientAnswers, dealClientLists, dealClients, type DealClientRow } from './client-notices.table';
import { noticeRuleFor } from './notice-rules.service';

type Deps = Pick<AppDeps, 'database' | 'config' | 'now' | 'storage'>;

const INSERT_CHUNK = 500;

/** PUT /deals/{id}/clients: the checked list replaces the last one, all or nothing; refused once notices went out. */
export async function replaceClientList(deps: Deps, actor: ClientActor, dealId: number, clients: ClientEntry[]): Promise<number> {
  const now = deps.now();
  const secret = deps.config.sessionSecret;
  return deps.database.db.transaction(async (tx) => {
    await lockClientDeal(tx, actor, dealId);
    const [sent] = await tx
      .select({ id: dealClients.id })
      .from(dealClients)
      .where(and(eq(dealClients.dealId, dealId), isNotNull(dealClients.sentOn)))
      .limit(1);
    if (sent) throw unprocessable(CLIENT_NOTICE_MESSAGES.alreadySent, 'clients');
    await tx.delete(dealClients).where(eq(dealClients.dealId, dealId));
    const rows = clients.map((client, position) => ({
      dealId,
      position,
      ...sealClient(secret, dealId, position, client),
      hasEmail: client.email !== null,
      hasAddress: client.address !== null,
    }));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await tx.insert(dealClients).values(rows.slice(start, start + INSERT_CHUNK));
    await tx
      .insert(dealClientLists)
      .values({ dealId, uploadedAt: now, uploadedById: actor.user.id })
      .onConflictDoUpdate({ target: dealClientLists.dealId, set: { uploadedAt: now, uploadedById: actor.user.id } });
    return rows.length;
  });
}

/** PUT /deals/{id}/clients/letter: how the letters name the buyer. */
export async function saveBuyerIdentity(deps: Deps, actor: ClientActor, dealId: number, buyerIdentity: string): Promise<string> {
  return deps.database.db.transaction(async (tx) => {
    await lockClientDeal(tx, actor, dealId);
    const [list] = await tx.update(dealClientLists).set({ buyerIdentity }).where(eq(dealClientLists.dealId, dealId)).returning();
    if (!list) throw unprocessable(CLIENT_NOTICE_MESSAGES.noList, 'buyer_identity');
    return buyerIdentity;
  });
}

const emptyCounts = (): ByStatus => Object.fromEntries(NOTICE_STATUSES.map((status) => [status, 0])) as ByStatus;

/** Unreachable without a recorded court order: the client's file stays out of the transfer. */
const excluded = (row: Pick<DealClientRow, 'unreachable' | 'courtOrderedOn'>) => row.unreachable && row.courtOrderedOn === null;

export function clientRow(secret: string, row: DealClientRow, answers: number): ClientRow {
  const client = openClient(secret, row);
  return {
    id: row.id,
    ...client,
    notice_status: row.status as NoticeStatus,
    sent_on: row.sentOn,
    opened_on: row.openedOn,
    window_ends_on: row.windowEndsOn,
    unreachable: row.unreachable,
    court_order:
      row.courtName && row.courtOrderedOn
        ? { court: row.courtName, ordered_on: row.courtOrderedOn, file_name: row.courtFileName ?? 'order' }
        : null,
    excluded_from_transfer: excluded(row),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answers,
  };
}

async function answerCounts(db: Db | Transaction, dealId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ clientId: dealClientAnswers.clientId, answers: count() })
    .from(dealClientAnswers)
    .innerJoin(dealClients, eq(dealClients.id, dealClientAnswers.clientId))
    .where(eq(dealClients.dealId, dealId))
    .groupBy(dealClientAnswers.clientId);
  return new Map(rows.map((row) => [row.clientId, row.answers]));
}

/** GET /deals/{id}/clients, as the caller's side may read it. */
export async function readClientList(deps: Deps, user: ClientActor['user'], dealId: number): Promise<ClientList> {
  const db = deps.database.db;
  const { side, outcome, state } = await viewClientDeal(db, user, dealId);
  const rows = await db.select().from(dealClients).where(eq(dealClients.dealId, dealId)).orderBy(asc(dealClients.position));
  const byStatus = emptyCounts();
  for (const row of rows) byStatus[row.status as NoticeStatus] += 1;
  const unreachable = rows.filter((row) => row.unreachable).length;
  if (side === 'buyer') {
    const view: BuyerClientList = { view: 'buyer', count: rows.length, by_status: byStatus, unreachable, clients: null };
    // docs/product.md: names reach the buyer only once the deal closed as won, and only of the clients who did not object.
    if (outcome === 'won')
      view.clients = rows
        .filter((row) => row.status !== 'objected')
        .map((row) => ({
          name: openClient(deps.config.sessionSecret, row).name,
          notice_status: row.status as NoticeStatus,
          excluded_from_transfer: excluded(row),
        }));
    return view;
  }
  const [list] = await db.select().from(dealClientLists).where(eq(dealClientLists.dealId, dealId)).limit(1);
  const rule = await noticeRuleFor(db, state);
  const answers = await answerCounts(db, dealId);
  return {
    view: 'seller',
    data: rows.map((row) => clientRow(deps.config.sessionSecret, row, answers.get(row.id) ?? 0)),
    count: rows.length,
    by_status: byStatus,
    unreachable,
    settings: { buyer_identity: list?.buyerIdentity ?? null, state, window_from: rule.window_from, mailing_days: rule.mailing_days },
  };
}

async function lockClient(tx: Transaction, dealId: number, clientId: number): Promise<DealClientRow> {
  const [row] = await tx
    .select()
    .from(dealClients)
    .where(and(eq(dealClients.id, clientId), eq(dealClients.dealId, dealId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function answersOf(db: Db | Transaction, clientId: number): Promise<number> {
  const [row] = await db.select({ answers: count() }).from(dealClientAnswers).where(eq(dealClientAnswers.clientId, clientId));
  return row?.answers ?? 0;
}

/** PUT /deals/{id}/clients/{clientId}/unreachable: the seller could not give this client notice (or, undone, could). */
export async function markUnreachable(
  deps: Deps,
  actor: ClientActor,
  dealId: number,
  clientId: number,
  unreachable: boolean,
): Promise<ClientRow> {
  const { row, oldFile } = await deps.database.db.transaction(async (tx) => {
    await lockClientDeal(tx, actor, dealId);
    const client = await lockClient(tx, dealId, clientId);
    const clearOrder = unreachable ? {} : { courtName: null, courtOrderedOn: null, courtFileKey: null, courtFileName: null };
    const [updated] = await tx
      .update(dealClients)
      .set({ unreachable, ...clearOrder })
      .where(eq(dealClients.id, clientId))
      .returning();
    return {
      row: clientRow(deps.config.sessionSecret, updated!, await answersOf(tx, clientId)),
      oldFile: unreachable ? null : client.courtFileKey,
    };
  });
  if (oldFile) await deps.storage.delete(oldFile);
  return row;
}

export const COURT_ORDER_UPLOADS = {
  maxBytes: 10 * 1024 * 1024,
  types: [
    { mime: 'application/pdf', ext: 'pdf' },
    { mime: 'image/png', ext: 'png' },
    { mime: 'image/jpeg', ext: 'jpg' },
  ],
  messages: {
    empty: (name: string) => `“${name}” is empty.`,
    size: (name: string) => `“${name}” is larger than 10 MB.`,
    type: (name: string) => `“${name}” is not a PDF, PNG or JPEG file.`,
  },
} as const;

/** POST /deals/{id}/clients/{clientId}/court-order: the order under which an unreachable client's file transfers. */
export async function recordCourtOrder(
  deps: Deps,
  actor: ClientActor,
  dealId: number,
  clientId: number,
  order: { court: string; ordered_on: string; file: UploadedFile },
): Promise<ClientRow> {
  const checked = await checkUpload('file', order.file, COURT_ORDER_UPLOADS);
  if (order.ordered_on > deps.now().toISOString().slice(0, 10))
    throw unprocessable('The order’s date cannot be in the future.', 'ordered_on');
  const key = `client-notices/${dealId}/${clientId}/${randomUUID()}.${checked.ext}`;
  await deps.storage.put(key, checked.data, checked.mime);
  const saved = deps.database.db.transaction(async (tx) => {
    await lockClientDeal(tx, actor, dealId);
    const client = await lockClient(tx, dealId, clientId);
    if (!client.unreachable) throw unprocessable(CLIENT_NOTICE_MESSAGES.notUnreachable, 'court');
    const [updated] = await tx
      .update(dealClients)
      .set({ courtName: order.court, courtOrderedOn: order.ordered_on, courtFileKey: key, courtFileName: checked.filename })
      .where(eq(dealClients.id, clientId))
      .returning();
    return { row: clientRow(deps.config.sessionSecret, updated!, await answersOf(tx, clientId)), oldFile: client.courtFileKey };
  });
  // The file is stored first so the transaction holds no lock while it uploads; a refused order leaves no file behind.
  const { row, oldFile } = await saved.catch(async (error: unknown) => {
    await deps.storage.delete(key);
    throw error;
  });
  if (oldFile) await deps.storage.delete(oldFile);
  return row;
}

/** The stored court order of a client (the seller and staff; the route checks the side). */
export async function courtOrderFileOf(db: Db, dealId: number, clientId: number) {
  const [row] = await db
    .select({ key: dealClients.courtFileKey, name: dealClients.courtFileName })
    .from(dealClients)
    .where(and(eq(dealClients.id, clientId), eq(dealClients.dealId, dealId)))
    .limit(1);
  if (!row?.key) throw notFound();
  return { key: row.key, name: row.name ?? 'court-order' };
}
