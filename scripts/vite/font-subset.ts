import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** subset-font 2.9, whose `keepFeatures` and `keepAllGlyphs` @types/subset-font (2.3) does not know. */
export const subsetFontFile = subsetFont as (
  font: Buffer,
  text: string,
  options: NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[]; keepAllGlyphs?: boolean },
) => Promise<Buffer>;

/** `@fontsource/<family>/<subset>-<weight>[-italic].css`: one face of one unicode subset, as web/main.tsx imports it. */
const FACE_CSS = /^@fontsource\/([a-z0-9-]+)\/([a-z]+(?:-[a-z]+)*)-(\d{3}(?:-italic)?)\.css$/;

/**
 * The OpenType features a subset keeps. The first line is what browsers apply to Latin text by themselves (composition,
 * localized forms, marks, kerning, ligatures, contextual alternates); the second what the styles ask for:
 * `font-variant-numeric: tabular-nums` (tables, cards, codes) and `font-feature-settings: 'cv11', 'ss01'` (the body;
 * @fontsource's Inter has neither, so today that pair keeps nothing). Fractions, numerators and the like go, with the
 * glyphs only they reach. font-subset.test.ts checks the styles ask for no other feature.
 */
export const KEPT_FEATURES = [
  ...['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'curs', 'kern', 'liga', 'clig', 'calt', 'rclt', 'rvrn'],
  ...['tnum', 'cv11', 'ss01'],
];

/**
 * Inter keeps `pnum` (its way back from tabular figures, no glyph of its own): without it FreeType (Chromium on Linux)
 * hints Inter's − apart from the Latin glyphs and draws it a shade off. Source Serif's figures are tabular already;
 * its `pnum` would bring ten proportional ones the app never shows (1.2 KB).
 */
const FAMILY_FEATURES: Record<string, string[]> = { inter: ['pnum'] };

/** The code points of a CSS `unicode-range` ("U+0000-00FF,U+0131,…"). */
export function codePoints(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(first!, 16);
    const to = parseInt(last!, 16);
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) throw new Error(`Not a unicode-range: ${part}`);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/** The `unicode-range` of the @font-face in `css` whose source is `fontFile` (e.g. inter-latin-400-normal.woff2). */
export function unicodeRangeOf(css: string, fontFile: string): string {
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!face.includes(`/${fontFile})`)) continue;
    const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1]?.trim();
    if (range) return range;
  }
  throw new Error(`No @font-face with a unicode-range for ${fontFile}`);
}

/** A face's stylesheet with its sources replaced by the one subset woff2 file beside it; the rest (font-display) kept. */
export function subsetFaceCss(css: string): string {
  return css.replace(/src:\s*url\(\.\/files\/([^)]+\.woff2)\)[^;}]*/g, (_, file: string) => `src: url(./${file}) format('woff2')`);
}

/**
 * `font` (a woff2) cut to the code points of `unicodeRange`, with the glyphs the kept features reach from them (layout
 * closure): without it, Inter's tabular figures and its contextual forms (the raised hyphen in "A-B") would go.
 */
export async function subsetFace(font: Buffer, unicodeRange: string, family: string): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(unicodeRange));
  return subsetFontFile(font, text, { targetFormat: 'woff2', keepFeatures: featuresOf(family) });
}

/** The features kept in a @fontsource family's subsets ('inter', 'source-serif-4'). */
export function featuresOf(family: string): string[] {
  return [...KEPT_FEATURES, ...(FAMILY_FEATURES[family] ?? [])];
}

/** Writes the subset of a face's woff2 file into `cacheDir` (kept while its inputs are the same) and returns its path. */
async function cachedSubset(fontFile: string, unicodeRange: string, family: string, cacheDir: string): Promise<string> {
  const font = readFileSync(fontFile);
  const key = createHash('sha256')
    .update(font)
    .update(unicodeRange)
    .update(featuresOf(family).join())
    .update(readFileSync(path.join(path.dirname(require.resolve('subset-font')), 'package.json')))
    .digest('hex');
  const out = path.join(cacheDir, path.basename(fontFile));
  const keyFile = `${out}.key`;
  if (!existsSync(out) || !existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) {
    writeFileSync(out, await subsetFace(font, unicodeRange, family));
    writeFileSync(keyFile, key);
  }
  return out;
}

/** The subset stylesheet (and font file) for one imported @fontsource face stylesheet, in `cacheDir`. */
async function subsetFaceStylesheet(id: string, cacheDir: string): Promise<string> {
  const [, family, subset, weight] = FACE_CSS.exec(id)!;
  const cssFile = require.resolve(id);
  const css = readFileSync(cssFile, 'utf8');
  // The subset's own stylesheet leaves `unicode-range` out; the weight's stylesheet, with every subset, declares it.
  const rangesCss = readFileSync(path.join(path.dirname(cssFile), `${weight}.css`), 'utf8');
  mkdirSync(cacheDir, { recursive: true });
  for (const [, file] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) {
    await cachedSubset(path.join(path.dirname(cssFile), 'files', file!), unicodeRangeOf(rangesCss, file!), family!, cacheDir);
  }
  const out = path.join(cacheDir, `${family}-${subset}-${weight}.css`);
  writeFileSync(out, subsetFaceCss(css));
  return out;
}

/**
 * In the build, each @fontsource face web/main.tsx imports keeps only what the app can show: the code points its
 * subset declares (accented names, curly quotes, dashes, €, ™, − included) and the features in KEPT_FEATURES. Inter's
 * latin woff2 goes from ~24 KB to ~18 KB, which a phone on a slow network fetches before the first listing shows (issue
 * #16). The file names stay (`inter-latin-400-normal-<hash>.woff2`): the server preloads fonts by that name. The dev
 * server keeps the full fonts; the .woff fallback, for browsers without woff2, goes.
 */
export function fontSubset(cacheDir: string): Plugin {
  const stylesheets = new Map<string, Promise<string>>();
  return {
    name: 'lexchange-font-subset',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (!FACE_CSS.test(id)) return null;
      let stylesheet = stylesheets.get(id);
      if (!stylesheet) stylesheets.set(id, (stylesheet = subsetFaceStylesheet(id, cacheDir)));
      return stylesheet;
    },
  };
}
