import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, initialsOf } from './avatar';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Jane Q. Public Doe', 'JD'],
    ['  Jane   Doe  ', 'JD'],
    ['Madonna', 'M'],
    ["Mary-Jane O'Neil", 'MO'],
    ['(Jane) "Doe"', 'JD'],
    ['Émile Zola', 'ÉZ'],
    ['E\u0301mile Zola', 'ÉZ'],
    ['élodie ßauer', 'ÉSS'],
    ['李 小龍', '李小'],
    ['', '?'],
    ['   ', '?'],
    ['!!! ???', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is at most two graphemes from the name (three code units only for letters like ß that upper-case to two)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const initials = initialsOf(name);
        expect([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(initials)].length).toBeLessThanOrEqual(4);
        expect(initials.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('avatarColour', () => {
  it('keeps white initials readable on every colour (WCAG AA, 4.5:1)', () => {
    for (const colour of AVATAR_COLOURS) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a name the same colour whatever its case or spacing', () => {
    expect(avatarColour('Jane Doe')).toBe(avatarColour('  jane   DOE '));
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(AVATAR_COLOURS).toContain(avatarColour(name));
      }),
    );
  });

  it('spreads names over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColour(`Lawyer Number ${i}`)));
    expect(used.size).toBe(AVATAR_COLOURS.length);
  });
});
