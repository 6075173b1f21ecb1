import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_READS_ELEMENT_ID } from '../../../contracts/first-screen-reads';
import { DEFERRED_START_SCRIPT } from './deferred-start';
import type { RenderedFirstScreen } from './first-screen-render';
import { escapeAttribute, firstScreenPreloads } from './first-screen-preloads';
import { compressForClient } from './shell-compression';

/** The two slots of web/index.html the server fills (the dev server leaves them as they are: "unknown", empty). */
const SESSION_SLOT = /<meta name="lexchange-session" content="[^"]*"\s*\/?>/;
const CONFIG_SLOT = /<script type="application\/json" id="lexchange-config">[^<]*<\/script>/;
/** What a server-rendered first screen replaces: the splash, the app's script and the entry's module preloads. */
const ROOT_SLOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** JSON that cannot end the script element it sits in, nor be read as HTML. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface SpaShellOptions {
  webRoot: string;
  sessionCookie: string;
  publicConfig: (request: FastifyRequest) => unknown;
  /** Draws a member's first screen on the server (first-screen-render.ts); absent, every page has the splash. */
  renderFirstScreen?: (request: FastifyRequest, pathname: string) => Promise<RenderedFirstScreen | null>;
}

/**
 * index.html for every page the SPA routes, carrying what the first screen would otherwise ask the API for before it
 * shows anything: whether the browser holds a session cookie at all (without one nobody is logged in, so the app skips
 * GET /profile and its 401) and the public configuration of GET /config. On a phone each of those calls is a round
 * trip, two with the anti-forgery cookie, before the first screen (issue #16). The answer varies with the cookie, so
 * it is revalidated on every load and marked `Vary: Cookie`. It also preloads the first screen's chunks and fonts.
 *
 * For a member on a screen the server renders, the page carries that screen (inert until the app replaces it with
 * the live one), the API answers it was drawn from, and a start of the app's script deferred until it has painted
 * (deferred-start.ts). Such a page holds the member's data: it is never stored, so that neither the disk cache nor the
 * back-forward cache shows it again after sign-out on a shared computer.
 */
export function spaShell({ webRoot, sessionCookie, publicConfig, renderFirstScreen }: SpaShellOptions) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!SESSION_SLOT.test(template) || !CONFIG_SLOT.test(template)) {
    throw new Error(`${path.join(webRoot, 'index.html')} has no session hint or configuration slot: rebuild the web app`);
  }
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preloads = firstScreenPreloads(webRoot);
  const canRender = Boolean(renderFirstScreen && entry && ROOT_SLOT.test(template));

  function withRenderedScreen(html: string, pathname: string, rendered: RenderedFirstScreen): string {
    const { head, deferredModules } = preloads('member', pathname, true);
    const modules = [...entryPreloads, ...deferredModules].map(escapeAttribute).join(' ');
    return html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(ROOT_SLOT, () => `<div id="root"><div class="first-screen" inert>${rendered.html}</div></div>`)
      .replace(
        '</body>',
        () =>
          `  <script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${jsonForHtml(rendered.reads)}</script>\n` +
          `    <script data-entry="${escapeAttribute(entry!)}" data-preload="${modules}">${DEFERRED_START_SCRIPT}</script>\n  </body>`,
      );
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const member = Boolean(request.cookies[sessionCookie]);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const rendered = member && canRender ? await renderFirstScreen!(request, pathname) : null;
    let html = template
      .replace(SESSION_SLOT, () => `<meta name="lexchange-session" content="${member ? 'present' : 'none'}" />`)
      .replace(CONFIG_SLOT, () => `<script type="application/json" id="lexchange-config">${jsonForHtml(publicConfig(request))}</script>`);
    if (rendered) {
      html = withRenderedScreen(html, pathname, rendered);
      if (rendered.setCookies.length) reply.header('set-cookie', rendered.setCookies);
    } else {
      html = html.replace('</head>', () => `  ${preloads(member ? 'member' : 'visitor', pathname).head}\n  </head>`);
    }
    reply
      .header('Cache-Control', rendered ? 'no-store' : 'no-cache')
      .header('Vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    return compressForClient(request, reply, html);
  };
}
