import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, outsideCitations } from './outside-documents';

/** Files still naming an outside document while their owners finish moving them; it only shrinks, to nothing. */
const NOT_YET_CHANGED: Record<string, number> = {
  'docs/security.md': 2,
};

describe('the repository stands alone', () => {
  const found = outsideCitations(path.resolve('.'));
  const counts: Record<string, number> = {};
  for (const citation of found) counts[citation.file] = (counts[citation.file] ?? 0) + 1;

  it('names no document outside it: comments and docs state the rule or point at docs/product.md and docs/api.md', () => {
    const beyond = found.filter((citation) => (counts[citation.file] ?? 0) > (NOT_YET_CHANGED[citation.file] ?? 0));
    expect(beyond.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('keeps the list of files not yet changed no larger than what remains', () => {
    const stale = Object.entries(NOT_YET_CHANGED).filter(([file, allowed]) => (counts[file] ?? 0) < allowed);
    expect(stale.map(([file, allowed]) => `${file}: allowed ${allowed}, found ${counts[file] ?? 0}`)).toEqual([]);
  });
});

describe('what counts as naming an outside document', () => {
  const outside = (name: string) => `${name}.md`;

  it('finds the six names, with a section or without', () => {
    const text = [
      `/** The access gates of ${outside('SPEC')} §4. */`,
      `// ${outside('PRODUCT')} "Deals" and ${outside('API')} "Offers"`,
      `it('follows ${outside('CONVENTIONS')} #14', () => {});`,
      `See ${outside('ARCHITECTURE')} and (${outside('PUSHER-PROTOCOL')}).`,
    ].join('\n');
    expect(citationsIn('x.ts', text).map((citation) => citation.line)).toEqual([1, 2, 3, 4]);
  });

  it('leaves the repository’s own docs and other names alone', () => {
    const text = [
      '// docs/product.md "Access gates"; docs/api.md "Offers"; docs/architecture.md',
      '// README.md, OPENAPI.md, my-SPEC.md, docs/SPEC.md',
    ].join('\n');
    expect(citationsIn('x.ts', text)).toEqual([]);
  });
});
