import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { initialsSvg } from '../../../contracts/format/initials-svg';

export const AVATAR_NAME_MAX = 255;

export const InitialsQuerySchema = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(AVATAR_NAME_MAX, `The name field must not be greater than ${AVATAR_NAME_MAX} characters.`),
});

/**
 * The initials image of docs/product.md "Constants and limits" for users without a photo, drawn here so no name goes to a third party.
 * The same name always gives the same image, so browsers and proxies may keep it.
 */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/initials.svg',
    {
      config: { access: 'visitor' },
      schema: { summary: 'Initials avatar (SVG) for a name', tags: ['avatars'], querystring: InitialsQuerySchema },
    },
    async (request, reply) => {
      const svg = initialsSvg(request.query.name);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      reply
        .header('Cache-Control', 'public, max-age=604800')
        .header('ETag', etag)
        // Opened on its own, the image may run nothing and load nothing.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
