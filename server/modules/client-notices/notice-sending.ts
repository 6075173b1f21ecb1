/**
 * The letters and their sending. The PDF holds every client's letter (the seller prints and mails those with a postal
 * address); sending dates every notice not yet sent today, e-mails each client with an e-mail address their letter
 * and answer link through the mail queue, and records the deal's client-notice date so the deal's window follows.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CLIENT_NOTICE_MESSAGES } from '../../../contracts/client-notices/client-notices';
import { windowEndsOn } from '../../../contracts/client-notices/notice-window';
import type { AppDeps } from '../../platform/deps';
import type { Db, Transaction } from '../../platform/db/database';
import { unprocessable } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail/mail.types';
import { renderMail } from '../../platform/mail/render';
import { recordClientNotice } from '../deals/deal-pipeline.service';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { lockClientDeal, readClientNames, type ClientActor } from './client-deal';
import { openClient } from './client-sealing';
import { dealClientLists, dealClients, type DealClientRow } from './client-notices.table';
import { answerToken, answerUrl } from './answer-link';
import { letterParagraphs, TEMPLATE_NOTE, type LetterInput } from './notice-letter';
import { renderNoticeLetters } from './notice-letters-pdf';
import { noticeRuleFor, type StateNoticeRule } from './notice-rules.service';

type Deps = Pick<AppDeps, 'database' | 'config' | 'now' | 'storage' | 'jobs' | 'realtime'>;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
/** Mails are handed to the queue a few at a time: quick for a thousand, without a thousand inserts at once. */
const ENQUEUE_AT_ONCE = 20;

async function sellerName(db: Db | Transaction, sellerId: number | null): Promise<string> {
  if (sellerId === null) return 'The seller';
  const row = await findUserById(db, sellerId);
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'The seller';
}

interface LetterContext {
  rule: StateNoticeRule;
  buyer: string;
  seller: string;
  today: string;
}

function letterOf(deps: Pick<Deps, 'config'>, row: DealClientRow, context: LetterContext): LetterInput {
  const expires = row.windowEndsOn ?? windowEndsOn(context.rule, row.sentOn ?? context.today);
  return {
    client: openClient(deps.config.sessionSecret, row),
    buyer: context.buyer,
    seller: context.seller,
    windowFrom: context.rule.window_from,
    answerUrl: answerUrl(deps.config.appUrl, answerToken(deps.config.sessionSecret, row.id, expires)),
  };
}

async function letterContext(
  db: Db | Transaction,
  dealId: number,
  sellerId: number | null,
  state: string | null,
  today: string,
): Promise<LetterContext> {
  const [list] = await db.select().from(dealClientLists).where(eq(dealClientLists.dealId, dealId)).limit(1);
  if (!list) throw unprocessable(CLIENT_NOTICE_MESSAGES.noList);
  if (!list.buyerIdentity) throw unprocessable(CLIENT_NOTICE_MESSAGES.noBuyerIdentity, 'buyer_identity');
  return { rule: await noticeRuleFor(db, state), buyer: list.buyerIdentity, seller: await sellerName(db, sellerId), today };
}

/** GET /deals/{id}/clients/letters: one PDF, a letter per client in the list's order. */
export async function noticeLettersPdf(deps: Deps, user: ClientActor['user'], dealId: number): Promise<Buffer> {
  const db = deps.database.db;
  const now = deps.now();
  const { deal, state } = await readClientNames(db, user, dealId);
  const context = await letterContext(db, dealId, deal.sellerId, state, dayOf(now));
  const rows = await db.select().from(dealClients).where(eq(dealClients.dealId, dealId)).orderBy(asc(dealClients.position));
  return renderNoticeLetters({ template: context.rule.template, date: now, letters: rows.map((row) => letterOf(deps, row, context)) });
}

export function noticeMail(to: string, letter: LetterInput, template: string): MailMessage {
  const subject = `Notice of the proposed sale of ${letter.seller}’s law practice`;
  const paragraphs = letterParagraphs(template, { ...letter, answerUrl: null });
  return {
    to,
    subject,
    ...renderMail({
      preheader: 'Your right to object, to consent, or to take your file — please read.',
      title: subject,
      paragraphs,
      action: { label: 'Answer this notice', url: letter.answerUrl! },
      footer: `${TEMPLATE_NOTE} This link is yours alone and answers this notice only.`,
    }),
  };
}

/** Hands the mails to the queue, a few at a time. */
export async function enqueueMails(jobs: Deps['jobs'], mails: MailMessage[]): Promise<void> {
  for (let start = 0; start < mails.length; start += ENQUEUE_AT_ONCE)
    await Promise.all(mails.slice(start, start + ENQUEUE_AT_ONCE).map((mail) => jobs.enqueue('mail.send', mail)));
}

export interface SendResult {
  sent: number;
  emailed: number;
  sent_on: string;
}

/** POST /deals/{id}/clients/send. */
export async function sendNotices(deps: Deps, actor: ClientActor & { user: UserRow }, dealId: number): Promise<SendResult> {
  const db = deps.database.db;
  const today = dayOf(deps.now());
  const { rows, context, previous } = await db.transaction(async (tx) => {
    const { deal, state } = await lockClientDeal(tx, actor, dealId);
    const context = await letterContext(tx, dealId, deal.sellerId, state, today);
    const pending = await tx
      .select({ id: dealClients.id })
      .from(dealClients)
      .where(and(eq(dealClients.dealId, dealId), isNull(dealClients.sentOn), eq(dealClients.unreachable, false)));
    if (pending.length === 0) throw unprocessable(CLIENT_NOTICE_MESSAGES.nothingToSend);
    const ids = pending.map((row) => row.id);
    const sent = await tx
      .update(dealClients)
      // A client who already answered through a printed letter's link keeps the answer.
      .set({
        sentOn: today,
        status: sql`case when ${dealClients.status} = 'not_sent' then 'sent' else ${dealClients.status} end`,
        windowEndsOn: windowEndsOn(context.rule, today),
      })
      .where(inArray(dealClients.id, ids))
      .returning();
    return { rows: sent, context, previous: deal.clientNoticeSentOn };
  });
  // A client who opened a printed letter's link before sending has a known receipt: their window starts there.
  for (const row of rows.filter((client) => client.openedOn !== null)) {
    await db
      .update(dealClients)
      .set({ windowEndsOn: windowEndsOn(context.rule, today, row.openedOn) })
      .where(eq(dealClients.id, row.id));
  }
  const mails = rows
    .filter((row) => row.hasEmail)
    .map((row) => {
      const letter = letterOf(deps, { ...row, windowEndsOn: windowEndsOn(context.rule, today, row.openedOn) }, context);
      return noticeMail(letter.client.email!, letter, context.rule.template);
    });
  await enqueueMails(deps.jobs, mails);
  // The deal's own client-notice date (its window, the board, the other side's notice) follows the first sending.
  if (previous === null) await recordClientNotice(deps, actor.user, dealId, today);
  return { sent: rows.length, emailed: mails.length, sent_on: today };
}
