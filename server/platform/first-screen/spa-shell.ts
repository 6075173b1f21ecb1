import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedFirstScreen } from './render';
import { firstScreenShell } from './shell';
import { jsonForHtml } from './html-text';
import { compressForClient } from './shell-compression';

/** The two slots of web/index.html the server fills (the dev server leaves them as they are: "unknown", empty). */
const SESSION_SLOT = /<meta name="lexchange-session" content="[^"]*"\s*\/?>/;
const CONFIG_SLOT = /<script type="application\/json" id="lexchange-config">[^<]*<\/script>/;

export interface SpaShellOptions {
  webRoot: string;
  sessionCookie: string;
  publicConfig: (request: FastifyRequest) => unknown;
  /** Draws a member's first screen on the server (platform/first-screen/render.ts); absent, every page has the splash. */
  renderFirstScreen?: (request: FastifyRequest, pathname: string) => Promise<RenderedFirstScreen | null>;
}

/**
 * index.html for every page the SPA routes, carrying what the first screen would otherwise ask the API for before it
 * shows anything: whether the browser holds a session cookie at all (without one nobody is logged in, so the app skips
 * GET /profile and its 401) and the public configuration of GET /config. On a phone each of those calls is a round
 * trip, two with the anti-forgery cookie, before the first screen (issue #16). The answer varies with the cookie, so
 * it is revalidated on every load and marked `Vary: Cookie`. The first screen's part (preloads, or the screen drawn by
 * the server) is platform/first-screen/shell.ts's.
 *
 * A page with a member's screen drawn in holds the member's data: it is never stored, so that neither the disk cache
 * nor the back-forward cache shows it again after sign-out on a shared computer.
 */
export function spaShell({ webRoot, sessionCookie, publicConfig, renderFirstScreen }: SpaShellOptions) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!SESSION_SLOT.test(template) || !CONFIG_SLOT.test(template)) {
    throw new Error(`${path.join(webRoot, 'index.html')} has no session hint or configuration slot: rebuild the web app`);
  }
  const firstScreen = firstScreenShell({ webRoot, template, render: renderFirstScreen });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const member = Boolean(request.cookies[sessionCookie]);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const filled = template
      .replace(SESSION_SLOT, () => `<meta name="lexchange-session" content="${member ? 'present' : 'none'}" />`)
      .replace(CONFIG_SLOT, () => `<script type="application/json" id="lexchange-config">${jsonForHtml(publicConfig(request))}</script>`);
    const page = await firstScreen(request, pathname, member ? 'member' : 'visitor', filled);
    if (page.setCookies.length) reply.header('set-cookie', page.setCookies);
    reply
      .header('Cache-Control', page.rendered ? 'no-store' : 'no-cache')
      .header('Vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    return compressForClient(request, reply, page.html);
  };
}
