import { ImpersonationCheckSchema, ImpersonationTakeSchema } from '../admin/admin';
import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';

const tags = ['impersonation'];

/** The schemas of the impersonation endpoints (paths in ./routes.ts). */
export const impersonationRouteSchemas = {
  take: {
    summary: 'Act as a user (staff only; not staff accounts, not inactive users, not nested)',
    tags,
    params: IdParamsSchema,
    response: { 200: ImpersonationTakeSchema },
  },
  leave: {
    summary: 'Stop acting as a user and return to the staff account (403 when not impersonating)',
    tags,
    response: { 200: ImpersonationCheckSchema },
  },
  check: { summary: 'Whether staff are acting as the logged-in user', tags, response: { 200: ImpersonationCheckSchema } },
} satisfies RouteSchemas;
