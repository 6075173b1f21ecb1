/**
 * The page behind a client's link, public and without a login. It answers the same for every link that is not open
 * (not signed by us, expired, or its window ended) and the same for a signed link whether or not its client is still
 * on a list, so the page never tells whether someone is a client. Opening the link dates receipt when that is
 * earlier than the mailing allowance; a later answer replaces the earlier, and every answer is kept.
 */
import { eq } from 'drizzle-orm';
import {
  CLIENT_ANSWERS,
  CLIENT_NOTICE_MESSAGES,
  type ClientAnswer,
  type ClientResponsePage,
} from '../../../contracts/client-notices/client-notices';
import { windowEndsOn } from '../../../contracts/client-notices/notice-window';
import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import { unprocessable } from '../../platform/errors';
import { readAnswerToken } from './answer-link';
import { dealState } from './client-notices.query';
import { dealClientAnswers, dealClients, type DealClientRow } from './client-notices.table';
import { noticeRuleFor } from './notice-rules.service';

type Deps = Pick<AppDeps, 'database' | 'config' | 'now'>;

const CLOSED: ClientResponsePage = { status: 'closed', answer: null, answered_at: null, window_ends_on: null };

const answerOf = (row: DealClientRow | undefined): ClientAnswer | null =>
  row && (CLIENT_ANSWERS as readonly string[]).includes(row.status) ? (row.status as ClientAnswer) : null;

function pageOf(row: DealClientRow | undefined, expiresOn: string): ClientResponsePage {
  return {
    status: 'open',
    answer: answerOf(row),
    answered_at: row?.answeredAt?.toISOString() ?? null,
    window_ends_on: row?.windowEndsOn ?? expiresOn,
  };
}

/** The link's client row, locked, and whether the link is open today; null when it is not. */
async function openLink(tx: Transaction, deps: Deps, token: string, today: string) {
  const link = readAnswerToken(deps.config.sessionSecret, token);
  if (!link || link.expiresOn < today) return null;
  const [row] = await tx.select().from(dealClients).where(eq(dealClients.id, link.clientId)).for('update').limit(1);
  if (row?.windowEndsOn && row.windowEndsOn < today) return null;
  return { link, row };
}

async function recordOpening(tx: Transaction, row: DealClientRow, today: string): Promise<DealClientRow> {
  if (row.openedOn !== null) return row;
  let ends = row.windowEndsOn;
  if (row.sentOn) {
    ends = windowEndsOn(await noticeRuleFor(tx, await dealState(tx, row.dealId)), row.sentOn, today);
  }
  const [updated] = await tx.update(dealClients).set({ openedOn: today, windowEndsOn: ends }).where(eq(dealClients.id, row.id)).returning();
  return updated!;
}

/** GET /client-notices/{token}: the client opened their link. */
export async function openAnswerPage(deps: Deps, token: string): Promise<ClientResponsePage> {
  const today = deps.now().toISOString().slice(0, 10);
  return deps.database.db.transaction(async (tx) => {
    const open = await openLink(tx, deps, token, today);
    if (!open) return CLOSED;
    const row = open.row ? await recordOpening(tx, open.row, today) : undefined;
    return pageOf(row, open.link.expiresOn);
  });
}

/** POST /client-notices/{token}: the answer replaces any earlier one (kept in the history); the same answer again changes nothing. */
export async function answerNotice(deps: Deps, token: string, answer: ClientAnswer): Promise<ClientResponsePage> {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  return deps.database.db.transaction(async (tx) => {
    const open = await openLink(tx, deps, token, today);
    if (!open) throw unprocessable(CLIENT_NOTICE_MESSAGES.linkClosed);
    if (!open.row) return { ...pageOf(undefined, open.link.expiresOn), answer, answered_at: now.toISOString() };
    let row = await recordOpening(tx, open.row, today);
    if (row.status !== answer) {
      [row] = (await tx.update(dealClients).set({ status: answer, answeredAt: now }).where(eq(dealClients.id, row.id)).returning()) as [
        DealClientRow,
      ];
      await tx.insert(dealClientAnswers).values({ clientId: row.id, answer, answeredAt: now });
    }
    return pageOf(row, open.link.expiresOn);
  });
}
