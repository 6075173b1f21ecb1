import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subsetIconCss, usedIconNames } from './icon-subset';

const require = createRequire(import.meta.url);
const codepoints = JSON.parse(readFileSync(require.resolve('bootstrap-icons/font/bootstrap-icons.json'), 'utf8')) as Record<string, number>;
const known = new Set(Object.keys(codepoints));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|scss)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the icon subset', () => {
  it('finds icons named in classes and icons passed by name to a component that writes bi-${icon}', () => {
    const used = usedIconNames(
      [`<i className="bi bi-eye-slash" />`, `const item = { icon: 'grid' }; <i className={\`bi bi-\${icon}\`} />`],
      known,
    );
    expect([...used].sort()).toEqual(['eye-slash', 'grid']);
  });

  it("keeps every icon the app's sources name, the navigation's included", () => {
    const used = usedIconNames(sources(path.resolve('web')), known);
    for (const name of ['grid', 'chat-left-text', 'bell', 'eye', 'eye-slash', 'star-fill']) expect(used).toContain(name);
    // No icon name is built from pieces: every bi-${…} takes a whole name.
    const built = sources(path.resolve('web')).flatMap((text) =>
      [...text.matchAll(/bi-[a-z0-9-]*\$\{[^}]*\}[a-z0-9-]+/g)].map((m) => m[0]),
    );
    expect(built).toEqual([]);
  });

  it("keeps the used icons' rules and points the font face at the subset", () => {
    const css = readFileSync(require.resolve('bootstrap-icons/font/bootstrap-icons.min.css'), 'utf8');
    const out = subsetIconCss(css, new Set(['eye', 'grid']), 'icons.woff2');
    expect(out).toContain('.bi-eye::before{content:"\\f341"}');
    expect(out).toContain('.bi-grid::before');
    expect(out).not.toContain('.bi-alarm::before');
    expect(out).toContain('src:url("./icons.woff2") format("woff2")}');
    expect(out).not.toContain('fonts/bootstrap-icons.woff');
    expect(out.length).toBeLessThan(css.length / 20);
  });
});
