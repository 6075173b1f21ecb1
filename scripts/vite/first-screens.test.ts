import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GROUPS, ZOD } from './first-screens';
import { importChain, staticClosure } from './module-graph';
import { sourceGraph, valueImports } from './source-imports';

describe('the module graph', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['e'], e: ['zod'], d: ['a'] };
  const importsOf = (id: string) => graph[id] ?? [];

  it('finds every module the roots reach, through cycles', () => {
    expect([...staticClosure(['a'], importsOf)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'zod']);
  });

  it('names the shortest chain of imports to a matching module, or none', () => {
    expect(importChain(['a'], importsOf, (id) => id === 'zod')).toEqual(['a', 'c', 'e', 'zod']);
    expect(importChain(['b'], importsOf, (id) => id === 'zod')).toEqual(['b', 'd', 'a', 'c', 'e', 'zod']);
    expect(importChain(['d'], importsOf, (id) => id === 'missing')).toBeNull();
  });
});

describe("a module's run-time imports", () => {
  it('leaves out type-only imports and imports used only in types, keeps the rest', () => {
    const text = [
      "import type { Schema } from './type-only';",
      "import { type Label } from './type-specifiers';",
      "import { Shape } from './used-as-type';",
      "import { OnlyTypeof } from './typeof-in-type';",
      "import { LABELS, type Key } from './value';",
      "import { Badge } from './jsx';",
      "import { Base } from './base-class';",
      "import './side-effect.scss';",
      "export { helper } from './re-export';",
      "export type { Other } from './re-export-type';",
      "export * from './star';",
      'interface Props { shape: Shape; label: Label; size: typeof OnlyTypeof }',
      'class Error2 extends Base {}',
      "const lazyOne = () => import('./lazy');",
      'export const view = (props: Props, key: Key) => <Badge label={LABELS[key]} />;',
    ].join('\n');
    expect(valueImports('x.tsx', text)).toEqual(['./value', './jsx', './base-class', './side-effect.scss', './re-export', './star']);
  });
});

describe('the first screens', () => {
  const web = path.resolve('web');
  const graph = sourceGraph(path.resolve('.'));

  it('reads the sources as the bundler does: the log-in form reaches the auth schemas only lazily', () => {
    const login = staticClosure([path.join(web, 'features/auth/LoginScreen.tsx')], graph);
    expect(login).toContain(path.join(web, 'components/form/lazyZodResolver.ts'));
    expect([...login].filter((id) => ZOD.test(id))).toEqual([]);
    const schemas = staticClosure([path.resolve('contracts/auth/auth.ts')], graph);
    expect([...schemas].filter((id) => ZOD.test(id))).not.toEqual([]);
  });

  for (const group of FIRST_SCREEN_GROUPS.filter((candidate) => candidate.forbid)) {
    it(`${group.name} imports nothing matching ${group.forbid} statically (it loads with the first screen)`, () => {
      const roots = group.roots.map((root) => path.join(web, root));
      const chain = importChain(roots, graph, (id) => group.forbid!.test(id));
      expect(chain?.map((id) => path.relative(web, id))).toBeUndefined();
    });
  }
});
