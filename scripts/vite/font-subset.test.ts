import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  axesOf,
  codePoints,
  KEPT_FEATURES,
  subsetFace,
  subsetFaceCss,
  subsetFontFile,
  subsetVariableCss,
  unicodeRangeOf,
} from './font-subset';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');

/**
 * The latin faces web/main.tsx imports: family, package, stylesheet with the unicode-range, font file, the weights drawn
 * with it (a variable face's weight axis set to each) and how far, in font units, a glyph's outline or advance may move.
 * A static face's subset draws exactly what the full font does. The weight axis cut to 400–600 puts the variation
 * deltas on a new scale, rounded to whole units: at 500 a point or an advance moves by at most 2 units of Inter's 2048
 * (a thousandth of an em, a 60th of a pixel at 16 px); at 400 and 600 it does not move by more than one.
 */
const FACES = [
  ['inter', '@fontsource-variable', 'wght.css', 'inter-latin-wght-normal.woff2', [400, 500, 600], 2],
  ['source-serif-4', '@fontsource', '600.css', 'source-serif-4-latin-600-normal.woff2', [undefined], 0],
] as const;

/** Text the app shows: figures, accented names (composed and decomposed), quotes, dashes, signs, case-sensitive forms. */
const SAMPLES = [
  '$1,250,000 · 12.5 % · €3,400,000 · 0123456789',
  'Chloé Núñez, Jürgen Müller, Søren Ødegaard, Straße, Œuvre, Ægir Þórsson',
  'Jose\u0301 Nun\u0303ez, Chloe\u0301 Mu\u0308ller',
  '“Quoted” ‘single’ — 3–5 yrs … ™ −4 × 2 ÷ 4 • ±',
  'A-B 12:30 (HELLO) [X] {Y} -> => ffi fl WAVE Ta To',
];

/** A drawn glyph: its outline's commands, and the outline's coordinates followed by its advance and offsets. */
interface Drawn {
  commands: string;
  numbers: number[];
}

const hbFace = async (woff2: Buffer) =>
  new hb.Face(new hb.Blob(await subsetFontFile(woff2, '', { keepAllGlyphs: true, targetFormat: 'truetype' })));

/**
 * Each sample's glyphs as drawn (outline, advance, offsets) by a font, with `features` on top of the defaults and, for a
 * variable font, its weight axis at `weight`.
 */
async function shaped(woff2: Buffer, features: string[], weight?: number): Promise<Drawn[][]> {
  const font = new hb.Font(await hbFace(woff2));
  if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)]);
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
    return buffer.getGlyphInfos().map(({ codepoint }, index) => {
      const { xAdvance, xOffset, yOffset } = positions[index]!;
      const outline = font.glyphToPath(codepoint);
      const coordinates = outline.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? [];
      return { commands: outline.replace(/[^A-Za-z]/g, ''), numbers: [...coordinates.map(Number), xAdvance, xOffset, yOffset] };
    });
  });
}

/** Fails unless both draw the same glyphs, in the same order, with the same outline commands, no number `tolerance` apart. */
function expectSameDrawing(actual: Drawn[][], expected: Drawn[][], tolerance: number, label: string) {
  expect(
    actual.map((line) => line.map((glyph) => glyph.commands)),
    label,
  ).toEqual(expected.map((line) => line.map((glyph) => glyph.commands)));
  actual.forEach((line, lineIndex) =>
    line.forEach((glyph, index) => {
      const other = expected[lineIndex]![index]!.numbers;
      expect(glyph.numbers.length, label).toBe(other.length);
      const worst = Math.max(...glyph.numbers.map((value, at) => Math.abs(value - other[at]!)));
      expect(worst, `${label}: "${SAMPLES[lineIndex]}", glyph ${index}`).toBeLessThanOrEqual(tolerance);
    }),
  );
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

  it.each([
    ['@fontsource-variable/inter', 'wght.css', 'inter-latin-wght-normal.woff2'],
    ['@fontsource/source-serif-4', '600.css', 'source-serif-4-latin-600-normal.woff2'],
  ])("keeps the code points %s's latin subset declares, accents, quotes, dashes and signs among them", (family, css, file) => {
    const range = unicodeRangeOf(read(`${family}/${css}`), file);
    const declared = (JSON.parse(read(`${family}/unicode.json`)) as Record<string, string>).latin;
    expect(range.replace(/\s/g, '')).toBe(declared);
    const kept = new Set(codePoints(range));
    for (const char of 'éñüøßŒœ‘’“”–—…€™−•') expect(kept, char).toContain(char.codePointAt(0));
    // Not latin-ext's block, which comes before latin's in the stylesheet.
    expect(kept).not.toContain(0x0100);
    expect(() => unicodeRangeOf(read(`${family}/${css}`), file.replace('latin', 'latin-x'))).toThrow();
  });

  it('points a static face at the subset woff2 and keeps font-display: swap', () => {
    const css = subsetFaceCss(read('@fontsource/source-serif-4/latin-600.css'));
    expect(css).toContain("src: url(./source-serif-4-latin-600-normal.woff2) format('woff2');");
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('font-weight: 600;');
    expect(css).not.toContain('.woff)');
  });

  it("points each of the variable face's unicode subsets at its subset woff2, with the weight range it keeps", () => {
    const original = read('@fontsource-variable/inter/wght.css');
    const css = subsetVariableCss(original, axesOf('inter'));
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([face]) => face);
    expect(faces).toHaveLength([...original.matchAll(/@font-face/g)].length);
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) {
      expect(face).toMatch(/src: url\(\.\/inter-[a-z-]+-wght-normal\.woff2\) format\('woff2-variations'\);/);
      expect(face).toContain("font-family: 'Inter Variable';");
      expect(face).toContain('font-weight: 400 600;');
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/unicode-range: U\+/);
    }
    expect(css).toContain("src: url(./inter-latin-wght-normal.woff2) format('woff2-variations');");
    expect(css).not.toContain('./files/');
    // Without axis limits a variable face keeps its whole weight range.
    expect(subsetVariableCss(original, undefined)).toContain('font-weight: 100 900;');
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

  it.each(FACES)(
    'draws the app’s text in %s (%s %s) as the full font does, at each weight it is used for, in fewer bytes',
    async (family, pkg, css, file, weights, tolerance) => {
      const font = readFileSync(require.resolve(`${pkg}/${family}/files/${file}`));
      const axes = pkg === '@fontsource-variable' ? axesOf(family) : undefined;
      const subset = await subsetFace(font, unicodeRangeOf(read(`${pkg}/${family}/${css}`), file), family, axes);
      expect(subset.length).toBeLessThan(font.length * 0.9);
      for (const weight of weights)
        for (const features of [[], ['tnum']])
          expectSameDrawing(
            await shaped(subset, features, weight),
            await shaped(font, features, weight),
            tolerance,
            `${weight ?? 'static'} ${features.join()}`,
          );
    },
  );

  it('cuts the variable Inter to the weights the app draws, 400 to 600, still telling them apart', async () => {
    const file = 'inter-latin-wght-normal.woff2';
    const font = readFileSync(require.resolve(`@fontsource-variable/inter/files/${file}`));
    expect((await hbFace(font)).getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    const subset = await subsetFace(font, unicodeRangeOf(read('@fontsource-variable/inter/wght.css'), file), 'inter', axesOf('inter'));
    expect(axesOf('inter')).toEqual({ wght: { min: 400, max: 600 } });
    // Default 400: a browser that draws the file without variations draws regular text.
    expect((await hbFace(subset)).getAxisInfos()).toEqual({ wght: expect.objectContaining({ min: 400, default: 400, max: 600 }) });
    const [regular, medium, semibold] = await Promise.all([400, 500, 600].map((weight) => shaped(subset, [], weight)));
    expect(medium).not.toEqual(regular);
    expect(semibold).not.toEqual(medium);
    expect(subset.length).toBeLessThan(30_000);
  });
});
