import { z } from 'zod';
import { ProfileSchema } from '../auth/auth';
import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';

const tags = ['users'];

/** The schemas of the users endpoints (paths in ./routes.ts). */
export const userRouteSchemas = {
  profile: { summary: "The logged-in user's profile", tags, response: { 200: ProfileSchema } },
  image: {
    summary: "A user's profile photo, at the URL the profile or chat gives (`v` is its token)",
    description:
      'Only the user, staff and people who may see who the user is (the other side of an accepted match, a support chat) get the photo; anyone else gets a 404 and shows the initials.',
    tags,
    params: IdParamsSchema,
    querystring: z.object({ v: z.string().max(64).optional() }),
  },
} satisfies RouteSchemas;
