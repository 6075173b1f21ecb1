/**
 * The route map: each domain declares its endpoints once, in `contracts/<domain>/routes.ts`, and both sides use that
 * declaration: the server registers its handlers against it (server/platform/http/declared-routes.ts), the web calls
 * through it (web/lib/callApi.ts). A declaration is split in two files so that the web's first screens, which must
 * load no zod (scripts/vite/first-screens.ts), can import the method and path alone:
 *
 * - `routes.ts` holds the method and path of each endpoint, and takes its types from `route-schemas.ts` with a
 *   type-only import (erased from the build);
 * - `route-schemas.ts` holds each endpoint's Fastify schema (params, querystring, body, response by status, summary,
 *   tags): the OpenAPI document is drawn from it, the server validates with it, and forms may use its body schemas.
 *
 * This file imports zod only for types.
 */
import type { input, output, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's Fastify schema: what the server validates and the OpenAPI document shows. */
export interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  hide?: boolean;
  consumes?: string[];
  params?: ZodType;
  querystring?: ZodType;
  headers?: ZodType;
  body?: ZodType;
  response?: Partial<Record<number, ZodType>>;
}

export type RouteSchemas = Record<string, RouteSchema>;

/** One endpoint: method and Fastify-style path (`/listings/:id`, under /api). The schema is a type only. */
export interface Endpoint<Schema extends RouteSchema = RouteSchema, Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** Never set: carries the schema's type to the web's typed calls without the schema itself. */
  readonly schema?: Schema;
}

type Declaration = `${HttpMethod} /${string}`;
type PathOf<D> = D extends `${HttpMethod} ${infer Path}` ? Path : string;

export type DeclaredRoutes<Schemas extends RouteSchemas, Declarations extends { [Name in keyof Schemas]: Declaration } = never> = {
  readonly [Name in keyof Schemas]: Endpoint<Schemas[Name], [Declarations] extends [never] ? string : PathOf<Declarations[Name]>>;
};

/**
 * Declares a domain's endpoints as `'METHOD /path'` by name, with the types of `route-schemas.ts`:
 * `declareRoutes<typeof listingRouteSchemas>()({ show: 'GET /listings/:id', … })`. Each name of the schemas needs its
 * endpoint and no other name is accepted.
 */
export function declareRoutes<Schemas extends RouteSchemas>() {
  return <const Declarations extends { readonly [Name in keyof Schemas]: Declaration }>(
    declarations: Declarations & Record<Exclude<keyof Declarations, keyof Schemas>, never>,
  ): DeclaredRoutes<Schemas, Declarations> =>
    Object.fromEntries(
      Object.entries(declarations).map(([name, declaration]) => {
        const [method, path] = (declaration as string).split(' ') as [HttpMethod, string];
        return [name, { method, path }];
      }),
    ) as DeclaredRoutes<Schemas, Declarations>;
}

type SchemaOf<E> = E extends Endpoint<infer Schema> ? Schema : never;
type Input<S> = S extends ZodType ? input<S> : never;

/** The names of a path's parameters: `'/listings/:id/files/:fileId'` → `'id' | 'fileId'`. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller passes for the path parameters: the params schema's input, else a value for each `:name`. */
export type EndpointParams<E extends Endpoint> =
  SchemaOf<E> extends { params: ZodType } ? Input<SchemaOf<E>['params']> : Record<PathParamNames<E['path']>, string | number>;

export type EndpointQuery<E extends Endpoint> = SchemaOf<E> extends { querystring: ZodType } ? Input<SchemaOf<E>['querystring']> : never;

export type EndpointBody<E extends Endpoint> = SchemaOf<E> extends { body: ZodType } ? Input<SchemaOf<E>['body']> : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the endpoint's success response (the first 2xx its schema declares), as JSON gives it to the caller. */
export type EndpointResponse<E extends Endpoint> =
  SchemaOf<E> extends { response: infer Responses }
    ? {
        [Status in keyof Responses & SuccessStatus]: Responses[Status] extends ZodType ? output<Responses[Status]> : unknown;
      }[keyof Responses & SuccessStatus]
    : unknown;

/** The endpoint's path with its parameters filled in, each URI-encoded: `/listings/:id` with `{ id: 5 }` → `/listings/5`. */
export function endpointPath(endpoint: Endpoint, params: Readonly<Record<string, unknown>> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The URL the browser requests for a read: `/api` + the path + the query serialised as the web's API client (axios)
 * does for plain values. The server's first-screen reads are written with it, so they are the app's very requests
 * (web/app/shell/firstScreenReads.test.ts holds the two equal).
 */
export function endpointUrl(
  endpoint: Endpoint,
  { params, query }: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, string | number>> } = {},
): string {
  const search = Object.entries(query ?? {})
    .map(([key, value]) => `${axiosEncode(key)}=${axiosEncode(String(value))}`)
    .join('&');
  return `/api${endpointPath(endpoint, params)}${search ? `?${search}` : ''}`;
}

/** axios's own encoding of query keys and values (its buildURL): these few characters stay readable. */
function axiosEncode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}
