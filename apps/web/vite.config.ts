import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractRuntime } from './build/contract-runtime.ts';
import { precompress } from './build/precompress.ts';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), contractRuntime(webRoot), precompress()],
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
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type and click through whole flows; a slow or busy machine needs room.
    testTimeout: 15_000,
  },
});
