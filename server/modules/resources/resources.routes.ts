import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRouteSchemas } from '../../../contracts/resources/route-schemas';
import { resourceRoutes } from '../../../contracts/resources/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { sendFileDownload } from '../../platform/http/file-download';
import {
  createResource,
  deleteResource,
  downloadResourceFile,
  listResources,
  presentResource,
  readableResource,
  reorderResources,
  updateResource,
} from './resources.service';

/** Resources: every member reads their list; staff write, attach files and reorder. */
export const resourcesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, resourceRoutes, resourceRouteSchemas);

  serve.list({ config: { access: 'full-access' } }, async (request) => listResources(deps, await requireUser(request), request.query));

  serve.show({ config: { access: 'full-access' } }, async (request) =>
    presentResource(await readableResource(deps, await requireUser(request), request.params.id)),
  );

  serve.file({ config: { access: 'full-access' } }, async (request, reply) => {
    const { filename, object } = await downloadResourceFile(deps, await requireUser(request), request.params.id);
    return sendFileDownload(reply, { name: filename, type: object.contentType, size: object.size, body: object.body });
  });

  serve.create({ config: { access: 'admin' } }, async (request, reply) => {
    const { file, remove_file: _ignored, ...fields } = request.body;
    return reply.status(201).send(await createResource(deps, await requireUser(request), fields, file));
  });

  serve.reorder({ config: { access: 'admin' } }, async (request) => reorderResources(deps, request.body));

  serve.update({ config: { access: 'admin' } }, async (request) => {
    const { file, remove_file, ...fields } = request.body;
    return updateResource(deps, request.params.id, fields, { file, removeFile: remove_file });
  });

  serve.remove({ config: { access: 'admin' } }, async (request, reply) => {
    await deleteResource(deps, request.params.id);
    return reply.status(204).send();
  });
};
