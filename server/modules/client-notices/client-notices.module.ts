import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerClientNoticeSteps } from './client-notice-gate';
import { registerClientNoticesJobs } from './client-notices.jobs';
import { clientNoticesRoutes } from './client-notices.routes';

/** What client notices add to lower modules at start-up: the closing gate, the lost deal's deletion date, the daily purge. */
export function connectClientNotices(): void {
  registerClientNoticeSteps();
  registerClientNoticesJobs();
}

export const clientNoticesModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(clientNoticesRoutes, { deps });
};
