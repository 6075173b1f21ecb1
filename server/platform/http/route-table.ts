import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ZodError, type ZodType } from 'zod';
import { ACCESS_LEVELS, type Access } from '../../../contracts/auth/access';
import { controlCharactersMessage, fieldsWithControlCharacters } from '../../../contracts/common/text';
import { AppError, validationError } from '../errors';
import { authorize, GET_SIDE_EFFECTS, type GetSideEffect } from './access';
import type { CsrfCheck } from './csrf';
import { zodFieldErrors } from './validation';

export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  csrf: boolean;
  /** How a GET that changes something is kept from other sites; undefined for a GET that changes nothing. */
  sideEffect?: GetSideEffect;
  options: RouteOptions;
}

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every route the app registers, refuses a route that declares no access level, and puts the
 * access check in front of each handler. The records also drive method override and the permission tests.
 */
export function installRouteTable(app: FastifyInstance, options: { csrf?: CsrfCheck; sameOrigin?: CsrfCheck } = {}): RouteRecord[] {
  const records: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify's HEAD twin of each GET copies the GET's options from before this hook ran: it gets the same checks
    // (else HEAD would run the GET's handler, side effects included, for anyone), but no record of its own.
    // The OpenAPI document and its UI are public by design (docs/api.md).
    const access = route.url.startsWith('/api/docs') ? (route.config?.access ?? 'visitor') : route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access level (config.access).`);
    }
    const csrf = route.config?.csrf !== false && methods.some((method) => UNSAFE.has(method));
    const sideEffect = route.config?.sideEffect;
    if (
      sideEffect !== undefined &&
      (!GET_SIDE_EFFECTS.includes(sideEffect) || methods.some((method) => method !== 'GET' && method !== 'HEAD'))
    ) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url}: config.sideEffect is for GETs only, one of ${GET_SIDE_EFFECTS.join(', ')}.`,
      );
    }
    // Only the checks a route needs, in order: CSRF (419) before access (401/403) before validation (422).
    const checks: RouteCheck[] = [];
    if (csrf && options.csrf) checks.push(options.csrf);
    if (access !== 'visitor') checks.push((request) => authorize(request, access));
    // A GET that changes something: after access (a caller without a session learns 401), before anything runs.
    if ((sideEffect === 'app' || sideEffect === 'same-origin') && options.sameOrigin) checks.push(options.sameOrigin);
    if (sideEffect === 'app' && options.csrf) checks.push(options.csrf);
    checks.push(refuseControlCharacters);
    // A bodiless request to a route with a body schema is validated as {}, so the caller learns which fields are missing.
    if (route.schema?.body) {
      checks.push((request) => {
        request.body ??= {};
      });
    }
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [runChecks(checks), ...existing];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      records.push({ method, url: route.url, access, csrf: csrf && UNSAFE.has(method), sideEffect, options: route });
    }
  });
  return records;
}

/** Runs one preHandler of a target route from its method-override twin, callback-style or async alike. */
function runHook(hook: unknown, instance: unknown, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return new Promise((resolve, reject) => {
    const run = hook as (req: FastifyRequest, rep: FastifyReply, done: (error?: Error) => void) => unknown;
    const returned = run.call(instance, request, reply, (error) => (error ? reject(error) : resolve()));
    if (run.length < 3) Promise.resolve(returned).then(() => resolve(), reject);
  });
}

/** A route's check: throws (or rejects) to refuse the request; a synchronous one costs no promise. */
type RouteCheck = (request: FastifyRequest) => void | Promise<void>;

/**
 * A route's checks as one callback hook, run in order: a request that passes only synchronous checks (a public GET)
 * pays for no promise, and the first refusal ends the run.
 */
function runChecks(checks: RouteCheck[]) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const next = (index: number): void => {
      for (let i = index; i < checks.length; i++) {
        let pending: void | Promise<void>;
        try {
          pending = checks[i]!(request);
        } catch (error) {
          return done(error as Error);
        }
        if (pending) {
          pending.then(() => next(i + 1), done);
          return;
        }
      }
      done();
    };
    next(0);
  };
}

/**
 * Control characters are refused once, here, for every field of every route (contracts/common/text.ts): PostgreSQL refuses
 * NUL in text, so without this a NUL anywhere a handler stores text was a 500. A 422 names each field.
 */
function refuseControlCharacters(request: FastifyRequest): void {
  // Most requests carry no path parameters, query or body at all: nothing to walk.
  if (isEmpty(request.params) && isEmpty(request.query) && isEmpty(request.body)) return;
  const fields = [
    ...fieldsWithControlCharacters(request.params),
    ...fieldsWithControlCharacters(request.query),
    ...fieldsWithControlCharacters(request.body),
  ];
  if (fields.length === 0) return;
  throw validationError(Object.fromEntries(fields.map((field) => [field, [controlCharactersMessage(field.split('.').at(-1)!)]])));
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value) || ArrayBuffer.isView(value)) return false;
  for (const _key in value) return false;
  return true;
}

function parseWith(schema: unknown, value: unknown): unknown {
  if (!schema || typeof (schema as ZodType).safeParse !== 'function') return value;
  const result = (schema as ZodType).safeParse(value);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

/**
 * docs/api.md "Calls": a POST whose body carries `_method=PUT|PATCH|DELETE` is that method. Routing happens before
 * the body is read, so each URL that has PUT/PATCH/DELETE routes but no POST gets a POST twin that reads
 * `_method` (or X-HTTP-Method-Override) and runs the target route's policy, validation and handler.
 */
export function registerMethodOverrides(app: FastifyInstance, records: RouteRecord[]): void {
  const byUrl = new Map<string, RouteRecord[]>();
  for (const record of records) byUrl.set(record.url, [...(byUrl.get(record.url) ?? []), record]);
  for (const [url, routes] of byUrl) {
    if (routes.some((route) => route.method === 'POST')) continue;
    const targets = routes.filter((route) => OVERRIDABLE.has(route.method));
    if (targets.length === 0) continue;
    // The twin's own policy is the least strict of its targets; the handler then applies the target's exact one.
    const access = ACCESS_LEVELS.find((level) => targets.some((target) => target.access === level))!;
    app.route({
      method: 'POST',
      url,
      config: { access },
      schema: { hide: true },
      handler: async function (request: FastifyRequest, reply: FastifyReply) {
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
        const wanted = String(body._method ?? request.headers['x-http-method-override'] ?? '').toUpperCase();
        const target = targets.find((route) => route.method === wanted);
        if (!target) {
          throw new AppError(
            405,
            'method_not_allowed',
            `The POST method is not supported for this route. Supported methods: ${targets.map((t) => t.method).join(', ')}.`,
          );
        }
        await authorize(request, target.access);
        const { _method: _ignored, ...rest } = body;
        const schema = target.options.schema as Record<string, unknown> | undefined;
        try {
          request.params = parseWith(schema?.params, request.params) as typeof request.params;
          request.query = parseWith(schema?.querystring, request.query) as typeof request.query;
          request.body = parseWith(schema?.body, rest);
        } catch (error) {
          if (error instanceof ZodError) throw validationError(zodFieldErrors(error));
          throw error;
        }
        for (const hook of [target.options.preHandler].flat().filter(Boolean)) await runHook(hook, this, request, reply);
        return target.options.handler.call(this, request, reply);
      },
    });
  }
}
