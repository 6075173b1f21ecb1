import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { onDocumentSigned } from '../documents/document-events';
import { registerClosingJobs } from './closing-reminders';
import { openClosingRoom } from './closing-room';
import { closingRoutes } from './closing.routes';

/** What closing adds at start-up: the room opens when both sides sign the letter of intent; the daily overdue reminders. */
export function connectClosing(): void {
  onDocumentSigned('loi', {
    name: 'closing.open-room',
    run: async (tx, event) => {
      if (event.document.dealId !== null) await openClosingRoom(tx, event.document.dealId, event.now);
    },
  });
  registerClosingJobs();
}

/** The closing room's routes. */
export const closingModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(closingRoutes, { deps });
};
