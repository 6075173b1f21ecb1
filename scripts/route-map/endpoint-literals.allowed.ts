/**
 * The web files that still write endpoint paths as strings, with how many: the calls not yet moved to the route map
 * (contracts/<domain>/routes.ts, web/lib/callApi.ts). This list only shrinks: convert a file's calls, then lower or
 * remove its line (endpoint-literals.test.ts fails until you do, and on any new literal).
 */
export const ALLOWED_ENDPOINT_LITERALS: Readonly<Record<string, number>> = {};
