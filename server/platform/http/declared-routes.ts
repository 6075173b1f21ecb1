import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DeclaredRoutes, RouteSchemas } from '../../../contracts/common/route-map';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What the server adds to a declared endpoint: its policy (`config.access` and the rest) and route hooks. */
export type DeclaredRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & { config: FastifyContextConfig };

type Handler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  Schema,
  ZodTypeProvider
>;

export type RouteRegistrars<Schemas extends RouteSchemas> = {
  readonly [Name in keyof Schemas]: (options: DeclaredRouteOptions, handler: Handler<Schemas[Name] & FastifySchema>) => void;
};

/**
 * Registers handlers against a domain's route map (contracts/common/route-map.ts): `serve.show({ config: { access: … } },
 * handler)` is `app.get('/listings/:id', { config, schema }, handler)` with the method, path and schema of the
 * declaration, so the route table, the OpenAPI document and the checks see the very route a literal would give.
 * The access level stays here, with the server: it is policy, not part of what a client needs to call the endpoint.
 */
export function declaredRoutes<Schemas extends RouteSchemas>(
  app: ZodApp,
  routes: DeclaredRoutes<Schemas>,
  schemas: Schemas,
): RouteRegistrars<Schemas> {
  const registrars: Record<string, (options: DeclaredRouteOptions, handler: Handler<FastifySchema>) => void> = {};
  for (const name of Object.keys(routes)) {
    const { method, path } = routes[name as keyof Schemas];
    registrars[name] = (options, handler) => {
      app.route({ ...options, method, url: path, schema: schemas[name as keyof Schemas], handler } as unknown as Parameters<
        ZodApp['route']
      >[0]);
    };
  }
  return registrars as RouteRegistrars<Schemas>;
}
