/**
 * The API reads a member's first screen starts with (issue #16). The HTML shell either asks the browser to fetch them
 * with the page (`<link rel="preload" as="fetch">`, server/platform/first-screen/preloads.ts) instead of after
 * the app's script has run, or — on a screen the server renders — answers them itself and writes the answers into the
 * page beside the rendered screen (server/platform/first-screen/render.ts), so that the app starts from the
 * very data the screen was drawn with. The app's own requests must be these very URLs, or the browser fetches twice:
 * web/app/first-screen/firstScreenReads.test.ts holds the two sides together.
 */
import type { listingRoutes } from '../listings/routes';

export const MEMBER_FIRST_READS: readonly string[] = ['/api/profile'];

/** The session's other half, read after the profile (docs/product.md "Session and start-up"); a rendered first screen carries its answer too. */
export const IMPERSONATION_READ = '/api/impersonate/check';

/**
 * The first page of GET /listings, newest first. Written out rather than built with `endpointUrl` (route-map.ts): the
 * app's entry imports this file, and the route map's code there would cost a phone another file on its first screen.
 * The compiler holds the path to the declaration (a type-only import) and contracts/common/route-map.test.ts holds the whole
 * URL to `endpointUrl`.
 */
const ALL_LISTINGS_FIRST_PAGE: `/api${(typeof listingRoutes)['browse']['path']}?sort=-created_at&page=1` =
  '/api/listings?sort=-created_at&page=1';

/** Reads of one screen, by path, on top of the member's. The server renders these screens for a member. */
export const FIRST_READS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  '/all-listings': [ALL_LISTINGS_FIRST_PAGE],
};

/** The answers (JSON bodies) a server-rendered first screen was drawn from, by read URL. */
export type FirstReads = Readonly<Record<string, unknown>>;

/** The id of the `<script type="application/json">` that carries them in the page. */
export const FIRST_READS_ELEMENT_ID = 'lexchange-first-reads';

/** What the server's renderer of a first screen (dist/web-render, built from web/app/first-screen) is given. */
export interface FirstScreenRenderInput {
  /** Path and query of the page. */
  url: string;
  reads: FirstReads;
  /** Whether to lay the screen out for a phone (≤ 1000 px), as the browser's user agent suggests. */
  mobile: boolean;
}

/** The markup of the screen (what the app would render into #root), or null when it is not one the server renders. */
export type RenderFirstScreen = (input: FirstScreenRenderInput) => Promise<string | null>;
