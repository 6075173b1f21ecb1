import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The server modules from the bottom up (docs/architecture.md "Module order"): a module may import the modules listed
 * before it, never one listed after it. A new module is one line, placed above everything it uses. Names not yet
 * in server/modules/ are the modules being built now; their place is kept.
 */
export const MODULE_ORDER = [
  'users', // the user record, profile, photo; the sessions' user source
  'audit',
  'admin', // staff user management; the user-deletion steps other modules register
  'impersonation',
  'auth', // sign-in, registration, contact verification, two-factor, the profile update
  'customization',
  'surveys',
  'notifications',
  'documents', // signed documents: one signing mechanism for the NDA, the letter of intent, the purchase agreement
  'listings', // listings, data room, favorites (the watch list), listing alerts
  'chats', // chats and their messages
  'deals',
  'offers', // offers and counter-offers on a deal, the letter of intent, the purchase agreement
  'closing', // the closing room: the checklist and the due-diligence requests
  'client-notices', // ABA Model Rule 1.17: a notice to every client, their answers, the court orders
  'earnout', // the earn-out after closing: periods reported, confirmed and paid
  'market', // market data from closed deals (k-anonymous cells)
  'find-users',
  'verifications',
  'valuations',
  'experts',
  'resources',
  'tours', // the guided tours' status
  'broadcasting',
  'avatars',
  'system',
  'outbox', // staff read the e-mails and texts the outbox transports wrote (only while no mail server or SMS provider is set)
];

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts'];

/**
 * The web's features from the bottom up (docs/architecture.md "Web boundaries"), as MODULE_ORDER is the server's: a
 * feature may import the features listed before it, never one listed after it. Pieces several features show (the
 * verification badge, a party's badge, dates, rich text) live below all of them, in web/components and web/lib; the
 * member shell (web/app/layout) imports no feature and takes their pieces through slots (web/MemberArea.tsx).
 */
export const WEB_FEATURE_ORDER = [
  'auth', // log-in, registration, password reset
  'contact-verification', // the onboarding gate: contact verification and the marketplace terms
  'legal', // the static terms pages
  'settings', // the account screens: profile, password, two-factor, notifications
  'customization',
  'surveys',
  'tours', // the guided tours
  'notifications',
  'verifications', // the member's level; the staff review and the staff level form
  'admin', // staff user management: a user's details show their survey answers and level form
  'documents', // signed documents: the NDA, the signing dialog, a deal's documents
  'market', // market figures, shown beside a listing, an offer and a valuation
  'listings', // listings, the data room, the watch list
  'chats', // a match request opens the listing's access dialog
  'offers', // offers on a deal's listing
  'closing',
  'client-notices',
  'earnout',
  'deals', // the deal screen gathers its offers, documents, closing room, client notices and earn-out
  'find-users',
  'valuations', // a listing's valuation; staff pick the expert from the users
  'experts', // asking an expert opens a support chat
  'resources',
];

const webSharedZone = {
  target: ['./web/lib', './web/components'],
  from: ['./web/app', './web/features'],
  message: 'web/lib and web/components are shared: they import no app shell or feature code; pass it in.',
};

/** import-x/no-restricted-paths zones: each feature against every feature above it. */
const webFeatureZones = WEB_FEATURE_ORDER.slice(0, -1).map((feature, index) => ({
  target: `./web/features/${feature}`,
  from: WEB_FEATURE_ORDER.slice(index + 1).map((higher) => `./web/features/${higher}`),
  message: `${feature} is below that feature in WEB_FEATURE_ORDER (eslint.config.js, docs/architecture.md): it never imports it. Move the shared piece down to web/components or web/lib, or let the higher feature pass it in.`,
}));

/** import-x/no-restricted-paths zones: each module against every module above it, and the platform against all. */
const moduleZones = [
  {
    target: './server/platform',
    from: './server/modules',
    message: 'The platform imports no module: let the module register with it at start-up.',
  },
  ...MODULE_ORDER.slice(0, -1).map((module, index) => ({
    target: `./server/modules/${module}`,
    from: MODULE_ORDER.slice(index + 1).map((higher) => `./server/modules/${higher}`),
    message: `${module} is below that module in MODULE_ORDER (eslint.config.js, docs/architecture.md): it never imports it. Let the higher module register a hook or pass a function in.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The web app never imports server code; share through contracts/.' },
          ],
          // One toast store: the app mounts react-toastify/unstyled, and the rules of docs/product.md "Constants and limits" live in web/lib/toast.ts.
          paths: [{ name: 'react-toastify', message: 'Use notify() from web/lib/toast.' }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports web code; share through contracts/.' }] },
      ],
    },
  },
  {
    // The web's shared code is below the app shell and the features, as the platform is below the server's modules.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [webSharedZone] }] },
  },
  {
    // The app shell is below the features too (web/router.tsx and web/MemberArea.tsx compose them), and the features
    // keep their order; tests may reach anywhere to set up and check.
    files: ['web/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            webSharedZone,
            {
              target: './web/app',
              from: './web/features',
              message: 'The app shell imports no feature: take its piece through a slot (web/app/layout/memberShellSlots.ts).',
            },
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // One direction between modules; tests may reach anywhere to set up and check.
    files: ['server/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones }] },
  },
  {
    // Another module's table is read only in a join inside a `*.query.ts` (and referenced by a `*.table.ts` key).
    files: ['server/modules/**/*.ts'],
    ignores: [...TESTS, '**/*.query.ts', '**/*.table.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.table'],
              allowTypeImports: true,
              message: "Call the other module's service or query functions; its table is read only in a join inside a *.query.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'contracts/ depends on nothing of the app.' }] },
      ],
    },
  },
  {
    // The constants the member area's and the listings' first screens import: no zod (issue #16). Their schemas live
    // beside them and re-export them; scripts/vite/first-screens.test.ts checks the screens' whole import graph.
    files: ['contracts/*/constants.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'A constants module loads no zod: put schemas in the module that re-exports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, whose fixture scans every screen with axe-core (issue #16).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test': it checks every screen's accessibility.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        URLSearchParams: 'readonly',
        AbortController: 'readonly',
      },
    },
  },
);
