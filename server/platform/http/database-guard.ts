import type { FastifyRequest } from 'fastify';
import type { DatabaseAvailability } from '../db/availability';
import { AppError } from '../errors';

/** The 503 of a request that needs the database while it cannot be reached (API error shape, Retry-After). */
export const databaseUnavailable = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'database_unavailable',
    `Lexchange is briefly unavailable. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/**
 * The 503 of a request a database bound stopped (a statement, lock wait or idle transaction past its limit, usually
 * behind another session's lock): the same shape and Retry-After, since trying again shortly is the right move.
 */
export const databaseBusy = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'database_busy',
    `Lexchange is busy. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** API paths served without the database: the health and readiness probes answer for themselves, the public configuration is static. */
const WITHOUT_DATABASE = /^\/api\/(health|ready|config|docs)(\/|\?|$)/;

/**
 * While the database is known to be down, API requests that need it are answered 503 at once instead of waiting on
 * a connection that cannot come; the SPA shell and static files are served as ever. Run by the request front.
 */
export function databaseGuard(availability: DatabaseAvailability) {
  return (request: FastifyRequest): AppError | undefined =>
    availability.isDown() && request.url.startsWith('/api') && !WITHOUT_DATABASE.test(request.url)
      ? databaseUnavailable(availability.retryAfterSeconds)
      : undefined;
}
