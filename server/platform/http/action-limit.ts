import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { RateLimiter } from '../rate-limiter';
import { addRouteHook } from './route-hooks';

/**
 * A member-driven action's own limit (issue #29), beside the coarse per-session flood limit: how many times one member
 * may do it in a window. A route names it in its config (`config: { access: 'full-access', actionLimit: … }`); the
 * count is per member (the session's user, so staff impersonating a member spend the member's allowance) and shared
 * by every instance through PostgreSQL (`deps.limiter`). Past the number the route answers 429 with Retry-After and a
 * message that says which limit was reached. Numbers are meant to be ones no honest member meets.
 */
export interface ActionLimit {
  /** The key of the counter, e.g. 'customization-update'; routes that name the same action share one allowance. */
  action: string;
  max: number;
  windowMs: number;
  /** What the member was doing, as the end of "You have … too often", e.g. "changed your customization". */
  doing: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's per-member limit (action-limit.ts), checked after access and validation, before the handler. */
    actionLimit?: ActionLimit;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const actionLimitKey = (limit: Pick<ActionLimit, 'action'>, userId: number) => `action:${limit.action}:${userId}`;

/** "42 minutes", "1 hour", "30 seconds": the wait, rounded up to the unit that reads naturally. */
export function waitText(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

const windowText = (windowMs: number) =>
  windowMs === HOUR_MS ? 'an hour' : windowMs === DAY_MS ? 'a day' : `in ${waitText(windowMs / 1000)}`;

export function actionLimited(limit: ActionLimit, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'too_many_requests',
    `You have ${limit.doing} too often: the limit is ${limit.max} times ${windowText(limit.windowMs)}. Please try again in ${waitText(seconds)}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Counts one use of the action by the member; throws the 429 once they are past its number. */
export async function consumeActionLimit(limiter: RateLimiter, limit: ActionLimit, userId: number): Promise<void> {
  const result = await limiter.hit(actionLimitKey(limit, userId), limit.max, limit.windowMs);
  if (!result.allowed) throw actionLimited(limit, result.retryAfterSeconds);
}

/**
 * Puts each route's `config.actionLimit` in front of its handler, as its first preHandler: after the access check
 * and validation (a refused or malformed request spends nothing), and run by the method-override twin too.
 */
export function installActionLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.actionLimit;
    if (!limit) return;
    if (route.config?.access === 'visitor') throw new Error(`Route ${route.url}: config.actionLimit counts per member, not for visitors.`);
    addRouteHook(
      route,
      'preHandler',
      async (request: FastifyRequest) => {
        const user = await request.currentUser();
        if (user) await consumeActionLimit(limiter, limit, user.id);
      },
      'first',
    );
  });
}
