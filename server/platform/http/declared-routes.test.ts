import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareRoutes, type RouteSchemas } from '../../../contracts/common/route-map';
import { declaredRoutes } from './declared-routes';
import { installErrorHandler } from './error-handler';
import { installRouteTable } from './route-table';

const schemas = {
  show: {
    summary: 'One note',
    tags: ['notes'],
    params: z.object({ id: z.coerce.number().int() }),
    response: { 200: z.object({ id: z.number() }) },
  },
  save: {
    summary: 'Save a note',
    tags: ['notes'],
    body: z.object({ text: z.string().min(1) }),
    response: { 201: z.object({ text: z.string() }) },
  },
} satisfies RouteSchemas;
const routes = declareRoutes<typeof schemas>()({ show: 'GET /api/notes/:id', save: 'POST /api/notes' });

async function appWithNotes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const records = installRouteTable(app);
  const serve = declaredRoutes(app, routes, schemas);
  serve.show({ config: { access: 'visitor' } }, async (request) => ({ id: request.params.id, secret: 'left out' }));
  serve.save({ config: { access: 'visitor', csrf: false } }, async (request, reply) => reply.status(201).send({ text: request.body.text }));
  await app.ready();
  return { app, records };
}

describe('a route registered against its declaration', () => {
  it('is the declared method and path, with the access the server gives it, in the route table', async () => {
    const { app, records } = await appWithNotes();
    expect(records.map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/api/notes/:id', access: 'visitor' },
      { method: 'POST', url: '/api/notes', access: 'visitor' },
    ]);
    await app.close();
  });

  it("validates with the declaration's schema and shapes the response by it", async () => {
    const { app } = await appWithNotes();
    const shown = await app.inject({ method: 'GET', url: '/api/notes/4' });
    expect([shown.statusCode, shown.json()]).toEqual([200, { id: 4 }]);
    const refused = await app.inject({ method: 'POST', url: '/api/notes', payload: { text: '' } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['text']);
    const saved = await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 'Call the seller' } });
    expect([saved.statusCode, saved.json()]).toEqual([201, { text: 'Call the seller' }]);
    await app.close();
  });
});
