import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { AppDeps } from '../platform/deps';

/** The head of a built index.html with the slots the server fills (server/platform/first-screen/spa-shell.ts). */
export const SHELL_HEAD = [
  '<meta name="lexchange-session" content="unknown" />',
  '<script type="application/json" id="lexchange-config"></script>',
].join('\n');

/** A temporary stand-in for dist/web: `files` by path (index.html defaults to an empty shell with its slots). */
export async function makeWebRoot(files: Record<string, string | Buffer> = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lexchange-web-'));
  const all = { 'index.html': `<!doctype html><html><head>${SHELL_HEAD}</head><body><div id="root"></div></body></html>`, ...files };
  for (const [name, body] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  return root;
}

/** The app serving a temporary web root made of `files` (makeWebRoot); `close` stops it and removes the root. */
export async function serveWebRoot(
  deps: AppDeps,
  files: Record<string, string | Buffer> = {},
  options: Pick<BuildOptions, 'renderFirstScreen'> = {},
): Promise<{ web: FastifyInstance; close: () => Promise<void> }> {
  const webRoot = await makeWebRoot(files);
  const web = (await buildApp(deps, { serveWeb: true, webRoot, ...options })).app;
  await web.ready();
  return {
    web,
    close: async () => {
      await web.close();
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}
