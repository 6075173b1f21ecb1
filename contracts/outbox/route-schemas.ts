import { z } from 'zod';
import type { RouteSchemas } from '../common/route-map';

const tags = ['outbox'];

/** How many of the newest messages the staff Outbox lists. */
export const OUTBOX_LIMIT = 200;

/** A message's file name in DATA_DIR/outbox without its extension: `<ISO time with dashes>-<pid>-<sequence>`. */
export const OutboxIdSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{1,10}-\d{1,10}$/, 'This is not a message of the outbox.');

export const OutboxChannelsSchema = z.object({ mail: z.boolean(), sms: z.boolean() });

export const OutboxMailSummarySchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), sent_at: z.string() });

export const OutboxMailSchema = OutboxMailSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  /** The HTML part as sent, for a sandboxed frame (no scripts, no requests): null for a text-only e-mail. */
  html: z.string().nullable(),
  attachments: z.array(z.string()),
});

export const OutboxTextSchema = z.object({ id: z.string(), to: z.string(), body: z.string(), sent_at: z.string() });

const listOf = <Item extends z.ZodTypeAny>(item: Item) =>
  z.object({ messages: z.array(item), total: z.number().int(), limit: z.number().int() });

export type OutboxChannels = z.infer<typeof OutboxChannelsSchema>;
export type OutboxMailSummary = z.infer<typeof OutboxMailSummarySchema>;
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export type OutboxText = z.infer<typeof OutboxTextSchema>;

/** The schemas of the staff Outbox endpoints (paths in ./routes.ts); each answers 404 once its channel really sends. */
export const outboxRouteSchemas = {
  channels: {
    summary: 'Which channels write to the outbox in DATA_DIR (404 when e-mail and SMS both really send)',
    tags,
    response: { 200: OutboxChannelsSchema },
  },
  mails: {
    summary: `The newest e-mails in the outbox (at most ${OUTBOX_LIMIT}); 404 when MAIL_URL is set`,
    tags,
    response: { 200: listOf(OutboxMailSummarySchema) },
  },
  mail: {
    summary: 'One e-mail of the outbox with its text and HTML parts; 404 when MAIL_URL is set',
    tags,
    params: z.object({ id: OutboxIdSchema }),
    response: { 200: OutboxMailSchema },
  },
  texts: {
    summary: `The newest texts in the outbox (at most ${OUTBOX_LIMIT}); 404 when the SMS settings are set`,
    tags,
    response: { 200: listOf(OutboxTextSchema) },
  },
} satisfies RouteSchemas;
