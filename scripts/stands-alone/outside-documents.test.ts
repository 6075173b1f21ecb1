import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, headingsOf, outsideCitations, sectionCitations, sectionsNamedIn } from './outside-documents';

describe('the repository stands alone', () => {
  const found = outsideCitations(path.resolve('.'));

  it('names no document outside it: comments and docs state the rule or point at docs/product.md and docs/api.md', () => {
    expect(found.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
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

describe('the sections code points at', () => {
  const headings = {
    product: headingsOf(readFileSync('docs/product.md', 'utf8')),
    api: headingsOf(readFileSync('docs/api.md', 'utf8')),
  };

  it('exist in docs/product.md and docs/api.md under the name given', () => {
    const missing = sectionCitations(path.resolve('.')).filter(({ doc, section }) => !headings[doc].has(section));
    expect(missing.map(({ file, line, doc, section }) => `${file}:${line} ${doc}.md "${section}"`)).toEqual([]);
  });

  it('are read from one pointer or a list of them, in code and in the docs', () => {
    const text = [
      '/** The gates (docs/product.md "Access gates"). */',
      '// docs/api.md "Calls", "Deals" and "Offers"; not "this"',
      'The NDA ([product.md](product.md) "Deal room", [api.md](api.md) "NDA").',
    ].join('\n');
    expect(sectionsNamedIn('x.ts', text).map(({ line, doc, section }) => `${line} ${doc} ${section}`)).toEqual([
      '1 product Access gates',
      '2 api Calls',
      '2 api Deals',
      '2 api Offers',
      '3 product Deal room',
      '3 api NDA',
    ]);
  });
});
