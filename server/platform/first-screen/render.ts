import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FIRST_READS_BY_PATH,
  IMPERSONATION_READ,
  MEMBER_FIRST_READS,
  type FirstReads,
  type RenderFirstScreen,
} from '../../../contracts/common/first-screen-reads';

/** A first screen drawn on the server: its markup, the answers it was drawn from, the cookies those answers set. */
export interface RenderedFirstScreen {
  html: string;
  reads: FirstReads;
  setCookies: string[];
}

/** Phones and tablets lay the app out for ≤ 1000 px (docs/product.md "Constants and limits"); the browser corrects a wrong guess when it takes over. */
const SMALL_SCREEN_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * The renderer the web build made (dist/web-render/render-first-screen.js, vite.render.config.ts), or null when
 * there is none (a build without it, the dev server): pages then come with the splash, as before.
 */
export async function loadFirstScreenRenderer(renderRoot: string): Promise<RenderFirstScreen | null> {
  const file = path.join(renderRoot, 'render-first-screen.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: RenderFirstScreen };
  return module.renderFirstScreen ?? null;
}

/**
 * Draws a member's first screen on the server (issue #16): on a slow phone the listings show as soon as the page and
 * its stylesheet have arrived, instead of after the app's script, the API round trips and the render. The reads go
 * through the app itself (`inject`), with the page's cookies, so they are exactly what the browser would have been
 * answered — access rules, rate limits and all; anything but 200 on any of them, or a renderer that declines, and the
 * page comes without a rendered screen (the app then asks the API as usual). A failing renderer is logged, never
 * shown.
 */
export function firstScreenRendering(app: FastifyInstance, render: RenderFirstScreen) {
  return async (request: FastifyRequest, pathname: string): Promise<RenderedFirstScreen | null> => {
    const screenReads = FIRST_READS_BY_PATH[pathname];
    if (!screenReads || request.method !== 'GET') return null;
    const urls = [...MEMBER_FIRST_READS, IMPERSONATION_READ, ...screenReads];
    const headers = {
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    };
    const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })));
    if (answers.some((answer) => answer.statusCode !== 200)) return null;
    const reads: Record<string, unknown> = {};
    answers.forEach((answer, index) => (reads[urls[index]!] = answer.json()));
    try {
      const html = await render({ url: request.url, reads, mobile: SMALL_SCREEN_AGENT.test(request.headers['user-agent'] ?? '') });
      if (html === null) return null;
      const setCookies = answers.flatMap((answer) => {
        const value = answer.headers['set-cookie'];
        return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
      });
      return { html, reads, setCookies };
    } catch (error) {
      request.log.error({ err: error }, 'Could not render the first screen on the server');
      return null;
    }
  };
}
