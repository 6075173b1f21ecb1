import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePoints, KEPT_FEATURES, subsetFace, subsetFaceCss, subsetFontFile, unicodeRangeOf } from './font-subset';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');

/** The faces web/main.tsx imports: family, weight stylesheet, font file. */
const FACES = [
  ['inter', '@fontsource/inter/400.css', 'inter-latin-400-normal.woff2'],
  ['inter', '@fontsource/inter/500.css', 'inter-latin-500-normal.woff2'],
  ['inter', '@fontsource/inter/600.css', 'inter-latin-600-normal.woff2'],
  ['source-serif-4', '@fontsource/source-serif-4/600.css', 'source-serif-4-latin-600-normal.woff2'],
] as const;

/** Text the app shows: figures, accented names (composed and decomposed), quotes, dashes, signs, case-sensitive forms. */
const SAMPLES = [
  '$1,250,000 · 12.5 % · €3,400,000 · 0123456789',
  'Chloé Núñez, Jürgen Müller, Søren Ødegaard, Straße, Œuvre, Ægir Þórsson',
  'Jose\u0301 Nun\u0303ez, Chloe\u0301 Mu\u0308ller',
  '“Quoted” ‘single’ — 3–5 yrs … ™ −4 × 2 ÷ 4 • ±',
  'A-B 12:30 (HELLO) [X] {Y} -> => ffi fl WAVE Ta To',
];

/** Each sample's glyphs as drawn (outline, advance, offsets) by a font, with `features` on top of the defaults. */
async function shaped(woff2: Buffer, features: string[]): Promise<string[]> {
  const ttf = await subsetFontFile(woff2, '', { keepAllGlyphs: true, targetFormat: 'truetype' });
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  return SAMPLES.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(
      font,
      buffer,
      features.map((tag) => new hb.Feature(tag)),
    );
    const positions = buffer.getGlyphPositions();
    return buffer
      .getGlyphInfos()
      .map(({ codepoint }, index) => {
        const { xAdvance, xOffset, yOffset } = positions[index]!;
        return `${font.glyphToPath(codepoint)}|${xAdvance}|${xOffset}|${yOffset}`;
      })
      .join(' ');
  });
}

function styleSheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return styleSheets(file);
    return /\.(s?css|tsx)$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

const NUMERIC: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'slashed-zero': 'zero',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
};

describe('the font subset', () => {
  it('reads a unicode-range', () => {
    expect(codePoints('U+0041-0043, U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(() => codePoints('U+00FF-0041')).toThrow();
  });

  it("keeps the code points @fontsource's latin subset declares, accents, quotes, dashes and signs among them", () => {
    const range = unicodeRangeOf(read('@fontsource/inter/400.css'), 'inter-latin-400-normal.woff2');
    const declared = (JSON.parse(read('@fontsource/inter/unicode.json')) as Record<string, string>).latin;
    expect(range.replace(/\s/g, '')).toBe(declared);
    const kept = new Set(codePoints(range));
    for (const char of 'éñüøßŒœ‘’“”–—…€™−•') expect(kept, char).toContain(char.codePointAt(0));
    // Not latin-ext's block, which comes first in the stylesheet.
    expect(kept).not.toContain(0x0100);
    expect(() => unicodeRangeOf(read('@fontsource/inter/400.css'), 'inter-latin-900-normal.woff2')).toThrow();
  });

  it('points the face at the subset woff2 and keeps font-display: swap', () => {
    const css = subsetFaceCss(read('@fontsource/inter/latin-400.css'));
    expect(css).toContain("src: url(./inter-latin-400-normal.woff2) format('woff2');");
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('font-weight: 400;');
    expect(css).not.toContain('.woff)');
  });

  it('keeps every OpenType feature the styles ask for', () => {
    const asked = new Set<string>();
    for (const text of styleSheets(path.resolve('web'))) {
      for (const [, value] of text.matchAll(/font-feature-settings:\s*([^;]+);/g))
        for (const [, tag] of value!.matchAll(/['"]([a-z0-9]{4})['"]/g)) asked.add(tag!);
      for (const [, value] of text.matchAll(/font-variant-numeric:\s*([^;]+);/g))
        for (const word of value!.trim().split(/\s+/)) asked.add(NUMERIC[word] ?? `font-variant-numeric: ${word}`);
      for (const [property] of text.matchAll(/font-variant-(?!numeric)[a-z-]+|fontVariant|fontFeatureSettings/g)) asked.add(property);
    }
    expect(asked).toContain('tnum');
    for (const feature of asked) expect(KEPT_FEATURES, feature).toContain(feature);
  });

  it.each(FACES)('draws the app’s text in %s (%s) exactly as the full font does, in fewer bytes', async (family, css, file) => {
    const font = readFileSync(require.resolve(`@fontsource/${family}/files/${file}`));
    const subset = await subsetFace(font, unicodeRangeOf(read(css), file), family);
    expect(subset.length).toBeLessThan(font.length * 0.9);
    for (const features of [[], ['tnum']]) expect(await shaped(subset, features)).toEqual(await shaped(font, features));
  });
});
