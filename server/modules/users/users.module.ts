import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideSessionUsers } from '../../platform/session/session-user';
import { usersRoutes, type UsersRoutesOptions } from './users.routes';
import { users, type UserRow } from './users.table';

declare module '../../platform/session/session-user' {
  /** A session's user is the whole users row. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging widens the platform's type
  interface SessionUser extends UserRow {}
}

/** What users gives the platform at start-up: the users table its session store reads (it imports no module). */
export function connectUsers(): void {
  provideSessionUsers({ table: users, id: users.id });
}

/** The users module's routes. */
export const usersModule: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  await app.register(usersRoutes, options);
};
