import type { FastifyRequest } from 'fastify';
import { FIRST_READS_ELEMENT_ID } from '../../../contracts/common/first-screen-reads';
import { escapeAttribute, jsonForHtml } from './html-text';
import { DEFERRED_START_SCRIPT } from './deferred-start';
import { firstScreenPreloads, type Audience } from './preloads';
import type { RenderedFirstScreen } from './render';

/** What a server-rendered first screen replaces: the splash, the app's script and the entry's module preloads. */
const ROOT_SLOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface FirstScreenShellOptions {
  webRoot: string;
  /** web/index.html as built. */
  template: string;
  /** Draws a member's first screen on the server (render.ts); absent, every page has the splash. */
  render?: (request: FastifyRequest, pathname: string) => Promise<RenderedFirstScreen | null>;
}

/** A page as the first screen makes it: its HTML, and the cookies the reads it was drawn from set. */
export interface FirstScreenPage {
  html: string;
  setCookies: string[];
  /** Whether it carries the member's screen drawn by the server (then it holds the member's data). */
  rendered: boolean;
}

/**
 * The first screen's part of index.html (issue #16). A page that comes with the splash preloads the first screen's
 * chunks and fonts, and a member's also the first screen's API reads (contracts/common/first-screen-reads.ts). A member's
 * page on a screen the server renders instead carries that screen (inert until the app replaces it with the live one),
 * the API answers it was drawn from, and a start of the app's script deferred until it has painted (deferred-start.ts).
 */
export function firstScreenShell({ webRoot, template, render }: FirstScreenShellOptions) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preloads = firstScreenPreloads(webRoot);
  const canRender = Boolean(render && entry && ROOT_SLOT.test(template));

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

  /** `html` (the template with its slots filled) as the first screen of `audience` on `pathname` makes it. */
  return async (request: FastifyRequest, pathname: string, audience: Audience, html: string): Promise<FirstScreenPage> => {
    const rendered = audience === 'member' && canRender ? await render!(request, pathname) : null;
    if (rendered) return { html: withRenderedScreen(html, pathname, rendered), setCookies: rendered.setCookies, rendered: true };
    return { html: html.replace('</head>', () => `  ${preloads(audience, pathname).head}\n  </head>`), setCookies: [], rendered: false };
  };
}
