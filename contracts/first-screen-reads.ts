/**
 * The API reads a member's first screen starts with, which the HTML shell asks the browser to fetch with the page
 * (`<link rel="preload" as="fetch">`, server/platform/http/first-screen-preloads.ts) instead of after the app's script
 * has run: on a slow phone that is a round trip or two sooner (issue #16). The app's own requests must be these very
 * URLs, or the browser fetches twice — web/app/shell/firstScreenReads.test.ts holds the two sides together.
 */
export const MEMBER_FIRST_READS: readonly string[] = ['/api/profile'];

/** Reads of one screen, by path, on top of the member's. */
export const FIRST_READS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  '/all-listings': ['/api/listings?sort=-created_at&page=1'],
};
