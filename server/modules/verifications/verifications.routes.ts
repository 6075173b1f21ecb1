import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERIFICATION_MESSAGES } from '../../../contracts/verifications/verifications';
import { verificationRouteSchemas } from '../../../contracts/verifications/route-schemas';
import { verificationRoutes } from '../../../contracts/verifications/routes';
import type { VerificationLevelKey } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { declaredRoutes } from '../../platform/http/declared-routes';
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

const viewerOf = (user: UserRow) => ({ id: user.id, staff: isStaff(user) });

/** docs/api.md "Calls" verifications: the user's submissions, the staff queue, decisions, reviewers, and levels set by staff. */
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
  const serve = declaredRoutes(app, verificationRoutes, verificationRouteSchemas);

  serve.list({ config: { access: 'full-access' } }, async (request) => {
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
  });

  serve.submit({ config: { access: 'full-access', actionLimit: VERIFICATION_SUBMISSIONS } }, async (request, reply) => {
    const user = await requireUser(request);
    const row = await submitVerification(deps, user, request.body);
    return reply.status(201).send(await presented(user, row.id));
  });

  serve.grantLevel({ config: { access: 'admin' } }, async (request) => grantLevel(deps, await requireUser(request), request.body));

  serve.removeLevel({ config: { access: 'admin' } }, async (request) => removeLevel(deps, await requireUser(request), request.body));

  serve.assignReviewer({ config: { access: 'admin' } }, async (request) => {
    const staff = await requireUser(request);
    const row = await assignReviewer(deps, staff, request.params.id, request.body.reviewer_id);
    return { message: VERIFICATION_MESSAGES.assigned, verification: await presented(staff, row.id) };
  });

  serve.show({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    await visibleVerification(deps, user, request.params.id);
    const detail = await verificationDetail(db, request.params.id, viewerOf(user));
    if (!detail) throw notFound();
    return detail;
  });

  serve.decide({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    const { row, message } = await decideVerification(deps, user, request.params.id, request.body);
    return { message, verification: await presented(user, row.id) };
  });

  serve.document(
    // A plain link or frame in the app (no anti-forgery header), logged per opening: refused when it comes from elsewhere.
    { config: { access: 'full-access', sideEffect: 'same-origin' } },
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
