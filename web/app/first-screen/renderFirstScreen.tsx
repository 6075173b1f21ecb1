/**
 * The server's renderer of a member's first screen (issue #16), built on its own into dist/web-render
 * (vite.render.config.ts) and loaded by server/platform/first-screen/render.ts: the same routes, guards, layout and
 * screen the browser draws, rendered to HTML from the API answers the server read for the page. The browser shows
 * it at once and the app, when its script has run, replaces it with the same screen, live (web/main.tsx).
 *
 * Each render has its own query cache, session and viewport (renderScope.tsx), handed to the screens through React
 * context: nothing module-wide is set, so renders at the same time never see each other's data.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderFirstScreen } from '../../../contracts/common/first-screen-reads';
import { routes, type ScreenLoader, type ScreenModule } from '../../router';
import { guardRedirect } from './guardRedirect';
import { createRenderScope, RenderScopeProvider } from './renderScope';
import { firstScreenSession } from './shellData';

const handler = createStaticHandler(routes);

/** The matched routes' screen modules (each exports its `seed`), loaded before the render. */
async function screenModules(pathname: string): Promise<ScreenModule[]> {
  const loaders = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.lazy as Partial<ScreenLoader> | undefined);
  return Promise.all(loaders.flatMap((loader) => (typeof loader?.module === 'function' ? [loader.module()] : [])));
}

export const renderFirstScreen: RenderFirstScreen = async ({ url, reads, mobile }) => {
  const address = new URL(url, 'http://lexchange.invalid');
  const { pathname } = address;
  // A session the guards would send elsewhere: the browser's app redirects, there is nothing to draw.
  const known = firstScreenSession(reads);
  if (!known || guardRedirect(routes, pathname, known) !== null) return null;
  const [context, modules] = await Promise.all([handler.query(new Request(address)), screenModules(pathname)]);
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const scope = createRenderScope(known, mobile);
  try {
    for (const module of modules) module.seed?.(reads, scope.queryClient);
    return renderToString(
      <RenderScopeProvider scope={scope}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderScopeProvider>,
    );
  } finally {
    // Nothing the render cached outlives it.
    scope.queryClient.clear();
  }
};
