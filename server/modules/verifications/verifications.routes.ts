import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignReviewerSchema,
  DecideVerificationSchema,
  LevelChangeResponseSchema,
  LevelChangeSchema,
  SubmitVerificationSchema,
  VerificationDecisionSchema,
  VerificationDetailSchema,
  VerificationDocumentParamsSchema,
  VerificationListSchema,
  VerificationParamsSchema,
  VerificationSchema,
  VerificationsQuerySchema,
  VERIFICATION_MESSAGES,
} from '../../../contracts/verifications';
import type { VerificationLevelKey } from '../../../contracts/users';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { allowFramingBySelf } from '../../platform/http/security-headers';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import type { UserRow } from '../users/users.table';
import { findVerification, listVerifications, verificationDetail } from './verifications.query';
import { isStaff } from './verifications.policy';
import { grantLevel, removeLevel } from './staff-levels.service';
import {
  assignReviewer,
  decideVerification,
  openVerificationDocument,
  submitVerification,
  visibleVerification,
} from './verifications.service';

const tags = ['verifications'];
const viewerOf = (user: UserRow) => ({ id: user.id, staff: isStaff(user) });

/** SPEC.md §7 verifications: the user's submissions, the staff queue, decisions, reviewers, and levels set by staff. */
/**
 * A submission stores up to five documents of 10 MB and goes to the staff's review queue: a member submits each of
 * three levels about once (again after a refusal), so 10 a day is never met by hand.
 */
export const VERIFICATION_SUBMISSIONS: ActionLimit = {
  action: 'verification-submission',
  max: 10,
  windowMs: DAY_MS,
  doing: 'submitted verifications',
};

export const verificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const presented = async (user: UserRow, id: number) => (await findVerification(db, id, viewerOf(user)))!;

  app.get(
    '/verifications',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The caller's own submissions (scope=mine), or the staff queue (scope=queue: search, filters, oldest first)",
        tags,
        querystring: VerificationsQuerySchema,
        response: { 200: VerificationListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const query = request.query;
      if (query.scope === 'queue' && !isStaff(user)) throw forbidden(VERIFICATION_MESSAGES.notStaff);
      const list = await listVerifications(db, {
        scope: query.scope,
        viewer: viewerOf(user),
        page: query.page,
        perPage: query.per_page,
        sort: query.sort,
        search: query.search || undefined,
        level: query['filter[level]'],
        status: query['filter[status]'],
        open: query['filter[open]'] === '1' || query['filter[open]'] === 'true',
        reviewer: query['filter[reviewer]'],
      });
      return { ...list, level: user.verificationLevel as VerificationLevelKey };
    },
  );

  app.post(
    '/verifications',
    {
      config: { access: 'full-access', actionLimit: VERIFICATION_SUBMISSIONS },
      schema: {
        summary: 'Submit a level (multipart): level VI | VBO | VLP, documents[] and the fields of that level',
        description:
          'VI: documents (government ID), attestation, id_expires_on (YYYY-MM-DD). VBO: documents (proof of ownership), bar_state, bar_number, bar_year_admitted, bar_name. VLP: documents (funds or financing letter), funds_amount. Documents: PDF, PNG, JPEG or WebP by their bytes, at most 10 MB each, up to 5.',
        tags,
        body: SubmitVerificationSchema,
        response: { 201: VerificationSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await submitVerification(deps, user, request.body);
      return reply.status(201).send(await presented(user, row.id));
    },
  );

  app.post(
    '/verifications/assign',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Grant a level to a user directly, with a reason the user reads; audited and the user notified',
        tags,
        body: LevelChangeSchema,
        response: { 200: LevelChangeResponseSchema },
      },
    },
    async (request) => grantLevel(deps, await requireUser(request), request.body),
  );

  app.delete(
    '/verifications/remove',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Remove a level from a user with a reason the user reads (also POST with _method=DELETE); audited and the user notified',
        tags,
        body: LevelChangeSchema,
        response: { 200: LevelChangeResponseSchema },
      },
    },
    async (request) => removeLevel(deps, await requireUser(request), request.body),
  );

  app.put(
    '/verifications/:id/reviewer',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Hand an open submission to a reviewer (the caller when reviewer_id is left out); it is then in review',
        tags,
        params: VerificationParamsSchema,
        body: AssignReviewerSchema,
        response: { 200: VerificationDecisionSchema },
      },
    },
    async (request) => {
      const staff = await requireUser(request);
      const row = await assignReviewer(deps, staff, request.params.id, request.body.reviewer_id);
      return { message: VERIFICATION_MESSAGES.assigned, verification: await presented(staff, row.id) };
    },
  );

  app.get(
    '/verifications/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'One submission with its trail (its submitter or staff)',
        tags,
        params: VerificationParamsSchema,
        response: { 200: VerificationDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await visibleVerification(deps, user, request.params.id);
      const detail = await verificationDetail(db, request.params.id, viewerOf(user));
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.put(
    '/verifications/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'Staff approve (after opening every document; Owner Verified with bar_checked) or reject (reason required) an open submission; its submitter withdraws it (also POST with _method=PUT)',
        tags,
        params: VerificationParamsSchema,
        body: DecideVerificationSchema,
        response: { 200: VerificationDecisionSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { row, message } = await decideVerification(deps, user, request.params.id, request.body);
      return { message, verification: await presented(user, row.id) };
    },
  );

  app.get(
    '/verifications/:id/documents/:documentId',
    {
      // A plain link or frame in the app (no anti-forgery header), logged per opening: refused when it comes from elsewhere.
      config: { access: 'full-access', sideEffect: 'same-origin' },
      schema: {
        summary: 'Open a document of a submission (its submitter or staff); every opening is logged. Our own pages may frame it',
        tags,
        params: VerificationDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, mimetype, object } = await openVerificationDocument(
        deps,
        await requireUser(request),
        request.params.id,
        request.params.documentId,
      );
      allowFramingBySelf(reply);
      return sendFileDownload(reply, { name: filename, type: mimetype, size: object.size, body: object.body, disposition: 'inline' });
    },
  );
};
