import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerEarnoutReminders } from './earnout-reminders';
import { earnoutRoutes } from './earnout.routes';
import { registerEarnoutSchedule } from './earnout-schedule';

/** What the earn-out adds at start-up: the schedule made when a deal closes as won, and the daily reminders. */
export function connectEarnout(): void {
  registerEarnoutSchedule();
  registerEarnoutReminders();
}

/** The earn-out's routes. */
export const earnoutModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(earnoutRoutes, { deps });
};
