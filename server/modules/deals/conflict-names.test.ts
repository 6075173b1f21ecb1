import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictHits, normaliseName, parseNameList, POSSIBLE_MATCH_RATIO, similarity } from './conflict-names';

describe('normaliseName', () => {
  it.each([
    ['Acme Holdings, Inc.', 'ACME HOLDINGS'],
    ['The Smith & Jones Company LLC', 'smith and jones'],
    ['Jones Smith', 'Smith, Jones'],
    ['Café Müller GmbH', 'cafe muller'],
    ["O'Brien Plumbing Co.", 'OBrien plumbing'],
    ['Dr. Maria  Garcia-Lopez', 'maria garcia lopez'],
  ])('treats %j and %j as the same party', (a, b) => {
    expect(normaliseName(a)).toBe(normaliseName(b));
    expect(normaliseName(a)).not.toBe('');
  });

  it('keeps different parties apart', () => {
    expect(normaliseName('Smith Holdings')).not.toBe(normaliseName('Smith Holding Group'));
    expect(normaliseName('Inc.')).toBe('');
  });

  it('is idempotent and ignores word order, case and punctuation (property)', () => {
    const word = fc
      .stringMatching(/^[a-z]{2,9}$/)
      .filter(
        (w) =>
          ![
            'inc',
            'llc',
            'co',
            'the',
            'and',
            'of',
            'pa',
            'pc',
            'lp',
            'sa',
            'ag',
            'bv',
            'nv',
            'mr',
            'ms',
            'dr',
            'ltd',
            'plc',
            'mrs',
            'esq',
            'llp',
            'corp',
          ].includes(w),
      );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.integer(), (words, seed) => {
        const key = normaliseName(words.join(' '));
        expect(normaliseName(key)).toBe(key);
        const shuffled = [...words].sort((a, b) => ((a.charCodeAt(0) * seed) % 7) - ((b.charCodeAt(0) * seed) % 7));
        expect(normaliseName(`${shuffled.map((w) => w.toUpperCase()).join(', ')}, L.L.C.`)).toBe(key);
      }),
    );
  });
});

describe('parseNameList', () => {
  it('reads one name a line, dropping blanks and repeats', () => {
    expect(parseNameList('Acme Inc.\n\n  Beta   Partners \r\nACME, INC\n', 'lines')).toEqual(['Acme Inc.', 'Beta Partners']);
  });

  it('reads the first CSV column, with quotes and a header row', () => {
    const csv = 'Name,Role\n"Smith, John",client\n"The ""Best"" Bakery LLC",adverse\nDelta Corp,client\n';
    expect(parseNameList(csv, 'csv')).toEqual(['Smith, John', 'The "Best" Bakery LLC', 'Delta Corp']);
  });
});

describe('conflictHits', () => {
  const seller = ['Acme Holdings, Inc.', 'Jonathan Whitaker', 'Riverside Dental Group PLLC', 'Ace LLC', 'Maria Gonzalez'];
  const buyer = ['ACME HOLDINGS', 'Jonathon Whittaker', 'Northwind Traders', 'Acme LLC'];

  it('shows each side only its own entries that hit, exact and possible', () => {
    const hits = conflictHits(seller, buyer);
    expect(hits.first).toEqual([
      { name: 'Acme Holdings, Inc.', kind: 'exact' },
      { name: 'Jonathan Whitaker', kind: 'possible' },
    ]);
    expect(hits.second).toEqual([
      { name: 'ACME HOLDINGS', kind: 'exact' },
      { name: 'Jonathon Whittaker', kind: 'possible' },
    ]);
    // Nothing of the other list leaks into a side's result.
    expect(hits.first.map((hit) => hit.name)).not.toContain('ACME HOLDINGS');
  });

  it('does not flag short names that merely look alike', () => {
    expect(conflictHits(['Ace LLC'], ['Acme LLC'])).toEqual({ first: [], second: [] });
  });

  it('is symmetric, and every exact pair hits on both sides (property)', () => {
    const name = fc.array(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 30 }),
        fc.array(name, { maxLength: 30 }),
        fc.array(name, { maxLength: 5 }),
        (a, b, shared) => {
          const first = [...a, ...shared];
          const second = [...shared.map((n) => n.toUpperCase()), ...b];
          const forward = conflictHits(first, second);
          const backward = conflictHits(second, first);
          expect(backward.first).toEqual(forward.second);
          expect(backward.second).toEqual(forward.first);
          for (const n of shared) {
            if (!normaliseName(n)) continue;
            expect(forward.first.some((hit) => normaliseName(hit.name) === normaliseName(n) && hit.kind === 'exact')).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds every possible pair a full comparison finds among small lists, when the pair shares a word start (property)', () => {
    const name = fc.array(fc.stringMatching(/^[a-e]{4,7}$/), { minLength: 1, maxLength: 2 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 25 }), fc.array(name, { maxLength: 25 }), (a, b) => {
        const hits = new Set(conflictHits(a, b).first.map((hit) => normaliseName(hit.name)));
        for (const x of a) {
          const kx = normaliseName(x);
          const shares = (ky: string) => ky.split(' ').some((w) => kx.split(' ').some((v) => v.slice(0, 3) === w.slice(0, 3)));
          if (
            b.some(
              (y) =>
                normaliseName(y) === kx ||
                (kx.length >= 5 &&
                  normaliseName(y).length >= 5 &&
                  shares(normaliseName(y)) &&
                  similarity(kx, normaliseName(y)) >= POSSIBLE_MATCH_RATIO),
            )
          ) {
            expect(hits.has(kx)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('compares two 5,000-name lists well under a second, common words and all', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () =>
      Array.from({ length: 4 + Math.floor(random() * 5) }, () => 'abcdefghijklmnoprstuvwy'[Math.floor(random() * 23)]).join('');
    const common = ['Holdings', 'Group', 'Partners', 'Bank', 'Trust'];
    const make = () => Array.from({ length: 5000 }, () => `${word()} ${word()} ${common[Math.floor(random() * common.length)]} LLC`);
    const [first, second] = [make(), make()];
    second.splice(0, 50, ...first.slice(0, 50).map((n) => n.toUpperCase()));
    const started = performance.now();
    const hits = conflictHits(first, second);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(hits.first.filter((hit) => hit.kind === 'exact').length).toBeGreaterThanOrEqual(50);
  });
});
