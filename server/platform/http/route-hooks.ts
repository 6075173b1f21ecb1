import type { RouteOptions } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route answers a method that writes (and may carry a body). */
export function isWriteRoute(route: Pick<RouteOptions, 'method'>): boolean {
  return (Array.isArray(route.method) ? route.method : [route.method]).some((method) => WRITE_METHODS.has(method));
}

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onResponse';

/**
 * Adds a hook to one route (from an onRoute hook) instead of to every route: a hook only writes need then costs reads
 * nothing — and a GET with no onResponse hook at all is answered without Fastify's per-response listeners.
 */
export function addRouteHook(route: RouteOptions, name: HookName, hook: unknown, where: 'first' | 'last' = 'last') {
  const existing = route[name] ? [route[name]].flat() : [];
  (route as unknown as Record<HookName, unknown[]>)[name] = where === 'first' ? [hook, ...existing] : [...existing, hook];
}
