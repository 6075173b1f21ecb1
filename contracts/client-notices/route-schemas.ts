import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';
import {
  ClientCountSchema,
  ClientListBodySchema,
  ClientListSchema,
  ClientParamsSchema,
  ClientResponseBodySchema,
  ClientResponsePageSchema,
  ClientRowSchema,
  CourtOrderBodySchema,
  LetterSettingsBodySchema,
  NoticeRuleBodySchema,
  NoticeRuleListSchema,
  NoticeRuleParamsSchema,
  NoticeRuleSchema,
  ResponseTokenParamsSchema,
  SendNoticesResultSchema,
  UnreachableBodySchema,
} from './client-notices';

const tags = ['client-notices'];

/** The schemas of the client-notice endpoints (paths in ./routes.ts); docs/api.md "Closing room, client notices, earn-out". */
export const clientNoticeRouteSchemas = {
  list: {
    summary: 'The client list: names and each notice for the seller and staff; counts only for the buyer until the deal closes as won',
    tags,
    params: IdParamsSchema,
    response: { 200: ClientListSchema },
  },
  upload: {
    summary: 'Replace the client list (the seller; staff): JSON `clients` or a multipart CSV `file` (name, email, address, matter)',
    description:
      'At most 5,000 clients; every bad row is reported with its row number and nothing is saved. Refused once notices went out.',
    tags,
    params: IdParamsSchema,
    consumes: ['application/json', 'multipart/form-data'],
    body: ClientListBodySchema,
    response: { 200: ClientCountSchema },
  },
  saveLetter: {
    summary: 'How the letters name the buyer, as the parties agreed (the seller; staff)',
    tags,
    params: IdParamsSchema,
    body: LetterSettingsBodySchema,
    response: { 200: LetterSettingsBodySchema },
  },
  letters: {
    summary: 'Every client’s notice letter as one printable PDF, the address placed for a window envelope (the seller; staff)',
    tags,
    params: IdParamsSchema,
  },
  send: {
    summary:
      'Send the notices not yet sent: e-mails with each client’s answer link, and the printed letters dated today (the seller; staff)',
    tags,
    params: IdParamsSchema,
    response: { 200: SendNoticesResultSchema },
  },
  markUnreachable: {
    summary: 'Record that a client could not be given notice, or undo it (the seller; staff)',
    tags,
    params: ClientParamsSchema,
    body: UnreachableBodySchema,
    response: { 200: ClientRowSchema },
  },
  recordCourtOrder: {
    summary: 'Record the court order under which an unreachable client’s file transfers (multipart: court, ordered_on, file)',
    description: 'The file: PDF, PNG or JPEG, checked by its bytes, at most 10 MB.',
    tags,
    params: ClientParamsSchema,
    consumes: ['multipart/form-data'],
    body: CourtOrderBodySchema,
    response: { 200: ClientRowSchema },
  },
  courtOrderFile: {
    summary: 'Download the court order recorded for a client (the seller; staff)',
    tags,
    params: ClientParamsSchema,
  },
  responsePage: {
    summary:
      'The page behind a client’s signed link (no login): whether it may answer, and the answer given; the same for any link that is not open',
    tags,
    params: ResponseTokenParamsSchema,
    response: { 200: ClientResponsePageSchema },
  },
  respond: {
    summary:
      'A client answers through their signed link (no login): object, consent, or ask for the file; a later answer replaces the earlier',
    tags,
    params: ResponseTokenParamsSchema,
    body: ClientResponseBodySchema,
    response: { 200: ClientResponsePageSchema },
  },
  rules: {
    summary: 'Staff: the per-state notice settings (window from receipt or sending, mailing allowance, letter template)',
    tags,
    response: { 200: NoticeRuleListSchema },
  },
  saveRule: {
    summary: 'Staff: set a state’s notice settings (`default` for every state without its own)',
    tags,
    params: NoticeRuleParamsSchema,
    body: NoticeRuleBodySchema,
    response: { 200: NoticeRuleSchema },
  },
} satisfies RouteSchemas;
