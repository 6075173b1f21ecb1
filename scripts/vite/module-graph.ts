/** A module graph as a function: the ids a module imports statically (none for an unknown id). */
export type ImportsOf = (id: string) => readonly string[];

/** Every module the roots reach through static imports, the roots included. */
export function staticClosure(roots: readonly string[], importsOf: ImportsOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/**
 * The shortest chain of static imports from one of the roots to a module `matches`, root first (null when none
 * reaches one): what a failed check names, so the reader sees which import to cut.
 */
export function importChain(roots: readonly string[], importsOf: ImportsOf, matches: (id: string) => boolean): string[] | null {
  const parent = new Map<string, string | null>(roots.map((root) => [root, null]));
  const queue = [...parent.keys()];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    if (matches(id)) {
      const chain = [id];
      for (let up = parent.get(id); up != null; up = parent.get(up)) chain.unshift(up);
      return chain;
    }
    for (const next of importsOf(id)) {
      if (parent.has(next)) continue;
      parent.set(next, id);
      queue.push(next);
    }
  }
  return null;
}
