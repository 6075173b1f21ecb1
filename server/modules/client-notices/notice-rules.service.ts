/**
 * Staff's per-state notice settings: from receipt (the Model Rule) or from sending, the mailing allowance that dates
 * receipt, and the letter template. A state without its own row takes `default`'s, and without that the platform's.
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { NoticeRuleBodySchema, NoticeRuleSchema } from '../../../contracts/client-notices/client-notices';
import { DEFAULT_NOTICE_RULE, type NoticeRule, type WindowStart } from '../../../contracts/client-notices/notice-window';
import type { Db, Transaction } from '../../platform/db/database';

type DbOrTx = Db | Transaction;
import { clientNoticeRules, type ClientNoticeRuleRow } from './client-notices.table';
import { DEFAULT_LETTER_TEMPLATE, LETTER_PLACEHOLDERS } from './notice-letter';

export interface StateNoticeRule extends NoticeRule {
  template: string;
}

const asRule = (row: ClientNoticeRuleRow): NoticeRule => ({ window_from: row.windowFrom as WindowStart, mailing_days: row.mailingDays });

/** The rule and letter for a practice in `state` (null: the platform default). */
export async function noticeRuleFor(db: DbOrTx, state: string | null): Promise<StateNoticeRule> {
  const rows = await db
    .select()
    .from(clientNoticeRules)
    .where(inArray(clientNoticeRules.state, state ? [state, 'default'] : ['default']));
  const own = rows.find((row) => row.state === state);
  const fallback = rows.find((row) => row.state === 'default');
  const rule = own ? asRule(own) : fallback ? asRule(fallback) : DEFAULT_NOTICE_RULE;
  const template = own?.letterTemplate ?? fallback?.letterTemplate ?? DEFAULT_LETTER_TEMPLATE;
  return { ...rule, template };
}

const view = (row: ClientNoticeRuleRow): z.infer<typeof NoticeRuleSchema> => ({
  state: row.state as z.infer<typeof NoticeRuleSchema>['state'],
  window_from: row.windowFrom as WindowStart,
  mailing_days: row.mailingDays,
  letter_template: row.letterTemplate,
  updated_at: row.updatedAt.toISOString(),
});

export async function listNoticeRules(db: DbOrTx) {
  const rows = await db.select().from(clientNoticeRules).orderBy(clientNoticeRules.state);
  return { data: rows.map(view), default_template: DEFAULT_LETTER_TEMPLATE, placeholders: [...LETTER_PLACEHOLDERS] };
}

export async function saveNoticeRule(
  db: DbOrTx,
  state: string,
  body: z.output<typeof NoticeRuleBodySchema>,
  by: { id: number },
  now: Date,
) {
  const values = {
    windowFrom: body.window_from,
    mailingDays: body.mailing_days,
    letterTemplate: body.letter_template ? body.letter_template : null,
    updatedAt: now,
    updatedById: by.id,
  };
  const [row] = await db
    .insert(clientNoticeRules)
    .values({ state, ...values })
    .onConflictDoUpdate({ target: clientNoticeRules.state, set: values })
    .returning();
  return view(row!);
}
