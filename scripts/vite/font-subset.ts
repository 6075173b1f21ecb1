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
 * `@fontsource-variable/<family>/<axes>[-italic].css` (e.g. `wght.css`): a variable family's face in every unicode
 * subset, each with its `unicode-range` (the browser fetches only the subsets the text needs), as web/main.tsx imports it.
 */
const VARIABLE_CSS = /^@fontsource-variable\/([a-z0-9-]+)\/([a-z]+(?:-italic)?)\.css$/;

/** The range of each variation axis a variable face keeps (harfbuzz instancing), by axis tag. */
export type AxisLimits = Record<string, { min: number; max: number }>;

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

/**
 * The axis ranges a variable family keeps. Inter's text is 400, 500 and 600 (bold, 700, is drawn at 600, as it was with
 * the three static weights): its weight axis cut from 100–900 to 400–600 takes its latin file from ~39 KB to ~28 KB.
 * The stylesheet's `font-weight` says the same range, so the browser clamps what lies outside it to 400 or 600.
 */
const FAMILY_AXES: Record<string, AxisLimits> = { inter: { wght: { min: 400, max: 600 } } };

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

/**
 * A face's stylesheet with its sources replaced by the one subset woff2 file beside it, with the woff2 source's format
 * (`woff2`, or a variable face's `woff2-variations`); the rest (font-display, unicode-range) kept.
 */
export function subsetFaceCss(css: string): string {
  return css.replace(
    /src:\s*url\(\.\/files\/([^)]+\.woff2)\)\s*(format\([^)]*\))?[^;}]*/g,
    (_, file: string, format?: string) => `src: url(./${file}) ${format ?? "format('woff2')"}`,
  );
}

/**
 * A variable family's stylesheet as subsetFaceCss makes it, its faces' `font-weight` range (100 900) narrowed to the
 * weight axis the subsets keep: the browser then uses the face for the weights in that range and clamps the others to it.
 */
export function subsetVariableCss(css: string, axes: AxisLimits | undefined): string {
  const wght = axes?.wght;
  const subset = subsetFaceCss(css);
  return wght ? subset.replace(/font-weight:\s*\d+\s+\d+/g, `font-weight: ${wght.min} ${wght.max}`) : subset;
}

/**
 * `font` (a woff2) cut to the code points of `unicodeRange`, with the glyphs the kept features reach from them (layout
 * closure): without it, Inter's tabular figures and its contextual forms (the raised hyphen in "A-B") would go. A
 * variable font's axes are cut to `axes` (the others kept whole); a static font takes none.
 */
export async function subsetFace(font: Buffer, unicodeRange: string, family: string, axes?: AxisLimits): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(unicodeRange));
  return subsetFontFile(font, text, {
    targetFormat: 'woff2',
    keepFeatures: featuresOf(family),
    ...(axes ? { variationAxes: axes } : {}),
  });
}

/** The features kept in a @fontsource family's subsets ('inter', 'source-serif-4'). */
export function featuresOf(family: string): string[] {
  return [...KEPT_FEATURES, ...(FAMILY_FEATURES[family] ?? [])];
}

/** The axis ranges a @fontsource-variable family's subsets keep; undefined: the whole of every axis. */
export function axesOf(family: string): AxisLimits | undefined {
  return FAMILY_AXES[family];
}

/** Writes the subset of a face's woff2 file into `cacheDir` (kept while its inputs are the same) and returns its path. */
async function cachedSubset(fontFile: string, unicodeRange: string, family: string, cacheDir: string, axes?: AxisLimits): Promise<string> {
  const font = readFileSync(fontFile);
  const key = createHash('sha256')
    .update(font)
    .update(unicodeRange)
    .update(featuresOf(family).join())
    .update(JSON.stringify(axes ?? null))
    .update(readFileSync(path.join(path.dirname(require.resolve('subset-font')), 'package.json')))
    .digest('hex');
  const out = path.join(cacheDir, path.basename(fontFile));
  const keyFile = `${out}.key`;
  if (!existsSync(out) || !existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) {
    writeFileSync(out, await subsetFace(font, unicodeRange, family, axes));
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

/** The subset stylesheet (and font files, one per unicode subset) for an imported @fontsource-variable stylesheet. */
async function subsetVariableStylesheet(id: string, cacheDir: string): Promise<string> {
  const [, family, axesName] = VARIABLE_CSS.exec(id)!;
  const axes = axesOf(family!);
  const cssFile = require.resolve(id);
  const css = readFileSync(cssFile, 'utf8');
  mkdirSync(cacheDir, { recursive: true });
  for (const [, file] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) {
    await cachedSubset(path.join(path.dirname(cssFile), 'files', file!), unicodeRangeOf(css, file!), family!, cacheDir, axes);
  }
  const out = path.join(cacheDir, `${family}-variable-${axesName}.css`);
  writeFileSync(out, subsetVariableCss(css, axes));
  return out;
}

/**
 * In the build, each @fontsource face web/main.tsx imports keeps only what the app can show: the code points its
 * subset declares (accented names, curly quotes, dashes, €, ™, − included) and the features in KEPT_FEATURES; a
 * @fontsource-variable face also only the axis ranges of FAMILY_AXES. Inter (one variable file for 400–600) goes from
 * 48 KB to ~28 KB, and Source Serif's latin 600 from ~22 KB to ~19 KB: what a phone on a slow network fetches before
 * the first listing shows (issue #16). The file names stay (`inter-latin-wght-normal-<hash>.woff2`): the server
 * preloads fonts by that name. The dev server keeps the full fonts; the .woff fallback, for browsers without woff2, goes.
 */
export function fontSubset(cacheDir: string): Plugin {
  const stylesheets = new Map<string, Promise<string>>();
  return {
    name: 'lexchange-font-subset',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      const subset = FACE_CSS.test(id) ? subsetFaceStylesheet : VARIABLE_CSS.test(id) ? subsetVariableStylesheet : undefined;
      if (!subset) return null;
      let stylesheet = stylesheets.get(id);
      if (!stylesheet) stylesheets.set(id, (stylesheet = subset(id, cacheDir)));
      return stylesheet;
    },
  };
}
