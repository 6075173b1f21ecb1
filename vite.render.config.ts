import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderer of first screens (web/app/first-screen/renderFirstScreen.tsx) as one Node module, dist/web-render/, which
 * server/platform/first-screen/render.ts loads (issue #16). Everything it imports is bundled in, so it runs
 * with whatever the server's node_modules holds; stylesheets are the browser build's (vite.config.ts).
 */
export default defineConfig({
  root: 'web',
  publicDir: false,
  plugins: [react()],
  build: {
    ssr: 'app/first-screen/renderFirstScreen.tsx',
    outDir: '../dist/web-render',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'render-first-screen.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  ssr: { noExternal: true },
  css: {
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
});
