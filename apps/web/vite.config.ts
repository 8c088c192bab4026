import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contractRuntime } from './build/contract-runtime.ts';
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { precompress } from './build/precompress.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';
import { rasterPictures } from './build/raster-pictures.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** antd-mobile's ES build reaches into rc-util's CommonJS build; use rc-util's ES build instead. */
const rcUtilAlias = { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' };
/** The app's own small translation runtime stands in for i18next and react-i18next (shared/i18n/runtime). */
const translationAliases = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/i18next.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/shared/i18n/runtime/react-i18next.ts', import.meta.url)) },
];
// The API server the dev and preview servers forward to (API_PROXY_TARGET overrides it).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxied = ['/app', '/house', '/provider', '/payments', '/sandbox', '/docs', '/healthz', '/media'];

/**
 * The service worker (docs/decisions/070): src/features/app-updates/worker/sw.ts, built beside the
 * app with the build's files as its precache list. The app registers it itself (after load) and
 * keeps its own manifest (public/manifest.webmanifest); the .br/.gz copies are the server's, not
 * the worker's.
 */
/**
 * The modules every first screen runs (React, the query cache, the router, the API client, the
 * session, the contract's constants and the screens' paths) in one chunk (decision 090): left to
 * the automatic splitting, they are a dozen small chunks that lazy screens share, each with its
 * own import and export lists, about 1.5 KB more to download.
 */
const CORE = /node_modules\/(react|react-dom|scheduler|zustand)\/|src\/shared\/(query|router|api|session|device|routing|app-config|i18n\/runtime)\/|@casino\/contract:part:|contract\/src\/lobby-rules|features\/[a-z-]+\/paths\.ts|user-store/;
const NOT_CORE = /shallow|request-ids|use-required-app-config|environment/;
const isCore = (id: string) => CORE.test(id) && !NOT_CORE.test(id);
/** The rest of what the mobile home runs, in one lazy chunk (decision 096). */
const firstScreen = firstScreenChunk([/src\/app\/shells\/MobileLobbyShell\.tsx$/, /src\/features\/lobby\/pages\/HomePage\.tsx$/], isCore);

const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/app-updates/worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
  },
});

export default defineConfig({
  root: webRoot,
  plugins: [react(), contractRuntime(webRoot), firstScreen.plugin, inlineEntryCss(), startAfterFirstPaint({ firstScreenChunk: 'home' }), rasterPictures(), serviceWorker, precompress()],
  resolve: { alias: [rcUtilAlias, ...translationAliases] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'core', test: isCore, priority: 3 },
            { name: 'home', test: firstScreen.test, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type and click through whole flows; a slow or busy machine needs room.
    testTimeout: 15_000,
  },
});
