/**
 * The server's renderer of a member's first screen (issue #16), built on its own into dist/web-render
 * (vite.render.config.ts) and loaded by server/platform/http/first-screen-render.ts: the same routes, guards, layout
 * and screen the browser draws, rendered to HTML from the API answers the server read for the page. The browser shows
 * it at once and the app, when its script has run, replaces it with the same screen, live (web/main.tsx).
 *
 * The app's stores are module singletons (the session, the query cache, the viewport), so everything a render reads
 * from them is set, drawn and cleared in one synchronous stretch: two pages rendered at once never see each other's.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderFirstScreen } from '../../contracts/first-screen-reads';
import { queryClient } from '../app/queryClient';
import { session } from '../app/session/sessionStore';
import { guardRedirect } from '../app/shell/guardRedirect';
import { firstScreenSession } from '../app/shell/shellData';
import { renderMobileViewAs } from '../app/useIsMobileView';
import { routes, type ScreenLoader, type ScreenModule } from '../router';

const handler = createStaticHandler(routes);

/** The matched routes' screen modules (each exports its `seed`), loaded before the synchronous render. */
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

  // From here to the end: synchronous.
  try {
    session.renderAs(known);
    renderMobileViewAs(mobile);
    for (const module of modules) module.seed?.(reads);
    return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  } finally {
    queryClient.clear();
    renderMobileViewAs(false);
    session.renderAs({ user: null, isImpersonating: false });
  }
};
