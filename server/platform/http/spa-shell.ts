import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenPreloads } from './first-screen-preloads';

/** The two slots of web/index.html the server fills (the dev server leaves them as they are: "unknown", empty). */
const SESSION_SLOT = /<meta name="lexchange-session" content="[^"]*"\s*\/?>/;
const CONFIG_SLOT = /<script type="application\/json" id="lexchange-config">[^<]*<\/script>/;

/** JSON that cannot end the script element it sits in, nor be read as HTML. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface SpaShellOptions {
  webRoot: string;
  sessionCookie: string;
  publicConfig: (request: FastifyRequest) => unknown;
}

/**
 * index.html for every page the SPA routes, carrying what the first screen would otherwise ask the API for before it
 * shows anything: whether the browser holds a session cookie at all (without one nobody is logged in, so the app skips
 * GET /profile and its 401) and the public configuration of GET /config. On a phone each of those calls is a round
 * trip, two with the anti-forgery cookie, before the first screen (issue #16). The answer varies with the cookie, so
 * it is revalidated on every load and marked `Vary: Cookie`. It also preloads the first screen's chunks and fonts.
 */
export function spaShell({ webRoot, sessionCookie, publicConfig }: SpaShellOptions) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!SESSION_SLOT.test(template) || !CONFIG_SLOT.test(template)) {
    throw new Error(`${path.join(webRoot, 'index.html')} has no session hint or configuration slot: rebuild the web app`);
  }
  const preloads = firstScreenPreloads(webRoot);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const member = Boolean(request.cookies[sessionCookie]);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const html = template
      .replace(SESSION_SLOT, () => `<meta name="lexchange-session" content="${member ? 'present' : 'none'}" />`)
      .replace('</head>', () => `  ${preloads(member ? 'member' : 'visitor', pathname)}\n  </head>`)
      .replace(CONFIG_SLOT, () => `<script type="application/json" id="lexchange-config">${jsonForHtml(publicConfig(request))}</script>`);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  };
}
