import path from 'node:path';
import type { Plugin } from 'vite';
import { importChain, staticClosure } from './module-graph.ts';

/** A chunk made of everything the `roots` (paths under web/) import statically that the entry does not. */
export interface ChunkGroup {
  name: string;
  roots: string[];
  /** Modules left to automatic splitting, e.g. a library a smaller screen loads lazily. */
  exclude?: RegExp;
  /** Modules the roots must not reach through static imports (e.g. zod on a first screen): the build fails naming the chain. */
  forbid?: RegExp;
}

/**
 * Route-shaped chunks for the first screens people land on. Left to itself the bundler splits the code shared between
 * lazily loaded screens into one chunk per set of sharers: the member area's first screen needed 52 files, and on a
 * phone over HTTP/1.1 (six connections) each round of six costs a round trip (issue #16). Each group here becomes one
 * chunk; a module two groups need goes to the first. Everything else keeps automatic splitting.
 */
export function chunkGroups(webRoot: string, groups: ChunkGroup[]) {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'lexchange-chunk-groups',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = staticClosure(entries, importsOf);
      for (const group of groups) {
        const roots = group.roots.map((root) => path.join(webRoot, root));
        for (const root of roots) if (!this.getModuleInfo(root)) this.error(`chunk group ${group.name}: no module ${root}`);
        const forbidden = group.forbid && importChain(roots, importsOf, (id) => group.forbid!.test(id));
        if (forbidden) {
          const chain = forbidden.map((id) => path.relative(webRoot, id)).join('\n  → ');
          this.error(`chunk group ${group.name} must not load ${group.forbid} up front, but imports it statically:\n  ${chain}`);
        }
        for (const id of staticClosure(roots, importsOf)) {
          if (!initial.has(id) && !owner.has(id) && !group.exclude?.test(id)) owner.set(id, group.name);
        }
      }
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: [{ debugName: 'first screens', name: (id: string) => owner.get(id) ?? null, includeDependenciesRecursively: false }],
    },
  };
}
