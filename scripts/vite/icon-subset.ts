import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICONS_CSS = 'bootstrap-icons/font/bootstrap-icons.min.css';
const SOURCE = /\.(tsx?|scss)$/;

/**
 * The Bootstrap Icons the sources can show: every `bi-name`, and every string literal that is an icon's name (screens
 * pass names such as 'grid' to a component that writes `bi-${icon}`). A name that only appears built from pieces would
 * be missed; none does (icon-subset.test.ts reads the sources the same way).
 */
export function usedIconNames(sources: string[], known: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const text of sources) {
    for (const [, name] of text.matchAll(/\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g)) if (name && known.has(name)) used.add(name);
    for (const [, name] of text.matchAll(/['"`]([a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g)) if (name && known.has(name)) used.add(name);
  }
  return used;
}

/** Bootstrap Icons' stylesheet with only the `used` icons' rules, its font face pointing at `fontFile`. */
export function subsetIconCss(css: string, used: ReadonlySet<string>, fontFile: string): string {
  return css
    .replace(/@font-face\{[^}]*\}/, `@font-face{font-display:block;font-family:bootstrap-icons;src:url("./${fontFile}") format("woff2")}`)
    .replace(/\.bi-([a-z0-9-]+)::before\{content:"[^"]*"\}/g, (rule, name: string) => (used.has(name) ? rule : ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * In the build, Bootstrap Icons' 2,078-glyph font (135 KB) and stylesheet become the ~90 icons the app uses: a phone
 * on a slow network fetched the whole font before the first screen showed its one eye icon (issue #16). The dev
 * server keeps the full set.
 */
export function iconSubset(webRoot: string, cacheDir: string): Plugin {
  const cssFile = path.join(cacheDir, 'bootstrap-icons.css');
  return {
    name: 'lexchange-icon-subset',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const codepoints = JSON.parse(readFileSync(require.resolve('bootstrap-icons/font/bootstrap-icons.json'), 'utf8')) as Record<
        string,
        number
      >;
      const used = usedIconNames(
        sourceFiles(webRoot).map((file) => readFileSync(file, 'utf8')),
        new Set(Object.keys(codepoints)),
      );
      const text = [...used].map((name) => String.fromCodePoint(codepoints[name]!)).join('');
      const font = await subsetFont(readFileSync(require.resolve('bootstrap-icons/font/fonts/bootstrap-icons.woff2')), text, {
        targetFormat: 'woff2',
      });
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(path.join(cacheDir, 'bootstrap-icons.woff2'), font);
      writeFileSync(cssFile, subsetIconCss(readFileSync(require.resolve(ICONS_CSS), 'utf8'), used, 'bootstrap-icons.woff2'));
    },
    resolveId(id) {
      return id === ICONS_CSS ? cssFile : null;
    },
  };
}
