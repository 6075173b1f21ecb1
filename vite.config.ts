import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './scripts/vite/chunk-groups.ts';
import { FIRST_SCREEN_GROUPS } from './scripts/vite/first-screens.ts';
import { fontSubset } from './scripts/vite/font-subset.ts';
import { iconSubset } from './scripts/vite/icon-subset.ts';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, which @fastify/static sends to a
 * browser that accepts them (`preCompressed`): the JavaScript /login loads is ~130 KB over the wire instead of ~450 KB,
 * at no CPU cost per request (Lighthouse's text-compression audit, issue #16).
 */
function precompress(): Plugin {
  return {
    name: 'lexchange-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(name) || name.startsWith('.vite/')) continue;
        const file = path.join(options.dir!, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const firstScreens = chunkGroups(path.resolve('web'), FIRST_SCREEN_GROUPS);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    iconSubset(path.resolve('web'), path.resolve('node_modules/.cache/lexchange-icons')),
    fontSubset(path.resolve('node_modules/.cache/lexchange-fonts')),
    precompress(),
    firstScreens.plugin,
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: firstScreens.codeSplitting } },
  },
  css: {
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
