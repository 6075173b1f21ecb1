/** The web's feature boundaries (eslint.config.js WEB_FEATURE_ORDER, docs/architecture.md "Web boundaries") hold. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { importLoops, importSpecifiers, webBoundaries } from './web-boundaries';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
let WEB_FEATURE_ORDER: string[];
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // eslint.config.js is plain JavaScript (no types to import), so it is loaded by path.
  ({ WEB_FEATURE_ORDER } = (await import(path.join(root, 'eslint.config.js'))) as { WEB_FEATURE_ORDER: string[] });
});

/** The rules that fire on `code` as if it were the file at `filePath` (the file need not exist). */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the web as it is', () => {
  const { featurePairs, layoutToFeature, loops } = webBoundaries(root);

  it('has no import loop', () => {
    console.info(
      `web: ${featurePairs.length} feature → feature import pairs, ${layoutToFeature.length} layout → feature imports, ${loops.length} loops`,
    );
    expect(loops).toEqual([]);
  });

  it('has a member shell that imports no feature', () => {
    expect(layoutToFeature).toEqual([]);
  });

  it('imports features only down the order', () => {
    const place = (feature: string) => WEB_FEATURE_ORDER.indexOf(feature);
    const upward = featurePairs.filter((pair) => {
      const [from, to] = pair.split(' → ') as [string, string];
      return place(from) <= place(to);
    });
    expect(upward).toEqual([]);
  });

  it('lists every folder of web/features in WEB_FEATURE_ORDER, once', () => {
    const folders = readdirSync(path.join(root, 'web/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !WEB_FEATURE_ORDER.includes(name))).toEqual([]);
    expect(new Set(WEB_FEATURE_ORDER).size).toBe(WEB_FEATURE_ORDER.length);
  });
});

describe('the lint rule', () => {
  const wrongWays = [
    ['a feature importing one above it', 'web/features/listings/WrongWay.tsx', "import DealScreen from '../deals/DealScreen';"],
    ['the app shell importing a feature', 'web/app/layout/WrongWay.tsx', "import DealScreen from '../../features/deals/DealScreen';"],
    ['shared code importing a feature', 'web/lib/WrongWay.tsx', "import DealScreen from '../features/deals/DealScreen';"],
  ] as const;

  it.each(wrongWays)(
    'fails %s',
    async (_, filePath, line) => {
      const wrongWay = `${line}\nexport const screen = DealScreen;\n`;
      expect(await rulesFiredOn(filePath, wrongWay)).toContain('import-x/no-restricted-paths');
    },
    60_000,
  );

  it('passes an import down the order, and a test reaching anywhere', async () => {
    const rightWay = "import { fetchListings } from '../listings/listingsApi';\nexport const fetch = fetchListings;\n";
    expect(await rulesFiredOn('web/features/deals/rightWay.ts', rightWay)).toEqual([]);
    const setUp = "import DealScreen from '../deals/DealScreen';\nexport const screen = DealScreen;\n";
    expect(await rulesFiredOn('web/features/listings/setUp.test.tsx', setUp)).toEqual([]);
  }, 60_000);
});

describe('what the count reads', () => {
  it('takes static imports, type imports, re-exports and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "const d = () => import('./d');",
      "import './e.scss';",
    ].join('\n');
    expect(importSpecifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e.scss']);
  });

  it('finds a loop of three files and a file importing itself, and no loop in a chain', () => {
    const loop = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'e', to: 'e' },
    ];
    expect(importLoops(loop)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      importLoops([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ]),
    ).toEqual([]);
  });
});
