import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractRuntime } from './build/contract-runtime.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const ownModules = fileURLToPath(new URL('./node_modules', import.meta.url));
/** A package's own directory, wherever the workspace installed it. */
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const reactAlias = { find: /^(react|react-dom)(\/.*)?$/, replacement: `${ownModules}/$1$2` };
const shimAlias = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)),
};
/** antd-mobile's ES build reaches into rc-util's CommonJS build; use rc-util's ES build instead. */
const rcUtilAlias = { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' };
// The API server the dev and preview servers forward to (API_PROXY_TARGET overrides it).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxied = ['/app', '/sandbox', '/docs', '/healthz'];

export default defineConfig({
  root: webRoot,
  plugins: [react(), contractRuntime(webRoot)],
  resolve: {
    // Some libraries' peer ranges stop at React 18, so the workspace also holds a React 18 copy;
    // every import of React, wherever it comes from, must reach the app's own React 19.
    dedupe: ['react', 'react-dom'],
    alias: [reactAlias, shimAlias, rcUtilAlias],
  },
  // Tests run in the client environment, which Vitest resolves like Node (no main fields).
  // Prefer packages' ES builds there so their React imports go through the aliases above
  // rather than through Node, which would find the workspace's other React.
  ...(process.env.VITEST ? { environments: { client: { resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] } } } } : {}),
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
    // Tests load these as ES modules so the bundler (and the React alias above) sees their imports.
    alias: [
      reactAlias,
      shimAlias,
      rcUtilAlias,
      { find: /^@testing-library\/react$/, replacement: `${packageDir('@testing-library/react')}/dist/@testing-library/react.esm.js` },
      { find: /^react-router$/, replacement: `${packageDir('react-router')}/dist/development/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${packageDir('react-router')}/dist/development/dom-export.mjs` },
    ],
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    server: {
      // Run these through the bundler so that their React imports are deduplicated as above.
      deps: { inline: [/antd-mobile/, /@tanstack/, /react-i18next/, /react-router/, /zustand/, /@react-spring/, /@use-gesture/, /ahooks/, /rc-util/, /rc-motion/, /rc-field-form/, /rc-segmented/, /use-sync-external-store/, /staged-components/, /@testing-library\/react/] },
    },
  },
});
