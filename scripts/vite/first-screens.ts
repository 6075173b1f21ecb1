import type { ChunkGroup } from './chunk-groups.ts';

/** zod: the member area's and the listings' first screens load none of it (issue #16: ~100 ms of schema building on a phone). */
export const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

// contracts/ (shared with the server) and zod get chunks of their own: /login loads its schemas lazily, on first input.
const sharedContracts = /[\\/]contracts[\\/]|[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The chunk groups of the screens people land on (vite.config.ts, paths under web/). The member area and the listings
 * (where most members land) are one chunk, with the zod-free contracts modules they import (a domain's `constants.ts`, labels,
 * formatting): on a phone over HTTP/1.1 every file is a request on one of six connections, so /all-listings loads
 * six files instead of eight. The server preloads these by name (server/platform/first-screen/preloads.ts).
 */
export const FIRST_SCREEN_GROUPS: ChunkGroup[] = [
  // The form fields log-in and the listings' filters share: on their own, so /all-listings loads no log-in code.
  {
    name: 'fields',
    roots: [
      'components/form/TextField.tsx',
      'components/form/CurrencyField.tsx',
      'components/form/ChoiceChecklist.tsx',
      // and the auth endpoints' declarations (zod-free), which both call (log-in, and log-out in the member area): in
      // the log-in chunk, the member area would load that whole chunk for them. The route map's call code itself is in
      // the entry, with the session store that reads the profile through it.
      '../contracts/auth/routes.ts',
    ],
    // with the figures' formatting they need, so that log-in loads no member constants
    exclude: /[\\/]contracts[\\/](?!format[\\/]|auth[\\/]routes\.ts$)|[\\/]node_modules[\\/]zod[\\/]/,
  },
  { name: 'auth', roots: ['features/auth/AuthLayout.tsx', 'features/auth/LoginScreen.tsx'], exclude: sharedContracts },
  { name: 'auth-schemas', roots: ['../contracts/auth/auth.ts'] },
  { name: 'member', roots: ['MemberArea.tsx', 'features/listings/AllListingsScreen.tsx'], forbid: ZOD },
  // Not on a first screen: the schemas the member area's other screens share, one chunk that loads with the first of them.
  {
    name: 'member-schemas',
    roots: ['../contracts/listings/listings.ts', '../contracts/customization/customization.ts', '../contracts/surveys/surveys.ts'],
  },
];
