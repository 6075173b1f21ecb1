import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { systemRoutes } from './system/system.routes';

/** Every module's routes, mounted under /api. Each route declares its access level in config.access. */
export async function registerModules(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(systemRoutes, { deps });
}
