import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_READS_BY_PATH, MEMBER_FIRST_READS } from '../../../contracts/common/first-screen-reads';
import { escapeAttribute } from './html-text';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}

/** Who the page is for, as the shell can tell from the cookies: a visitor (no session cookie) or a member. */
export type Audience = 'visitor' | 'member';

interface FirstScreen {
  /** Chunk groups of vite.config.ts. */
  chunks: string[];
  /** Font files (by name, without the hash) the screen's text and icons use. */
  fonts: string[];
}

/** Inter is one variable file (400–600, scripts/vite/font-subset.ts) for every weight the screens use. */
const FONTS = ['source-serif-4-latin-600-normal', 'inter-latin-wght-normal', 'bootstrap-icons'];

/** Visitors land on logging in; members on the member area, whose chunk holds the listings (where most land) too. */
const FIRST_SCREENS: Record<Audience, FirstScreen> = {
  visitor: { chunks: ['auth'], fonts: FONTS },
  member: { chunks: ['member'], fonts: FONTS },
};

/** `<link>`s for the head, and the chunks a server-rendered page's deferred start preloads instead. */
export interface FirstScreenPreloads {
  head: string;
  deferredModules: string[];
}

/**
 * `<link>` preloads for the JavaScript and fonts the first screen needs, from the build's manifest
 * (dist/web/.vite/manifest.json). Without them a phone learns of the screen's chunk only once the app's main script
 * has run, and of its fonts only once the screen is laid out: two more round trips before anything shows (issue #16).
 * For a member it also starts the first screen's API reads (contracts/common/first-screen-reads.ts) with the page.
 * A build without a manifest (or a group it does not have) preloads nothing.
 */
export function firstScreenPreloads(webRoot: string): (audience: Audience, pathname: string, rendered?: boolean) => FirstScreenPreloads {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => ({ head: '', deferredModules: [] });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(['index.html', ...(entry?.imports ?? [])]);
  const groupKey = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => (key.startsWith('_') && chunk.name ? [[chunk.name, key]] : [])),
  );

  const chunkFiles = (groups: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loadedByEntry.has(key) || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    for (const group of groups) {
      const key = groupKey.get(group);
      if (key) visit(key);
    }
    return [...files];
  };
  const fontFiles = (names: string[]) =>
    (entry?.assets ?? []).filter((file) => file.endsWith('.woff2') && names.some((name) => path.basename(file).startsWith(`${name}-`)));

  const links = (chunks: string[], fonts: string[], reads: readonly string[]) =>
    [
      ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttribute(file)}">`),
      // With credentials, as the app's API client asks, so that the browser hands the app this very response.
      ...reads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`),
    ].join('\n    ');

  const cache = new Map<string, FirstScreenPreloads>();
  return (audience, pathname, rendered = false) => {
    // A screen the server rendered came with its reads' answers, and starts its chunks after painting (deferred-start).
    const reads = audience === 'member' && !rendered ? [...MEMBER_FIRST_READS, ...(FIRST_READS_BY_PATH[pathname] ?? [])] : [];
    const key = `${audience} ${rendered} ${reads.join(',')}`;
    let preloads = cache.get(key);
    if (preloads === undefined) {
      const screen = FIRST_SCREENS[audience];
      const chunks = chunkFiles(screen.chunks);
      preloads = {
        head: links(rendered ? [] : chunks, fontFiles(screen.fonts), reads),
        deferredModules: rendered ? chunks.map((file) => `/${file}`) : [],
      };
      cache.set(key, preloads);
    }
    return preloads;
  };
}
