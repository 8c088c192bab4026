import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../web/build/precompress.ts';

/**
 * The operator console: a bundle of its own, served by the API server under /admin
 * (docs/decisions/063). The player app never imports it.
 */
const adminRoot = fileURLToPath(new URL('.', import.meta.url));
// The API server the dev server forwards to (API_PROXY_TARGET overrides it).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/admin/api': { target: apiServer, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The framework is one large chunk; the console is a desk tool, not a page players wait for.
    chunkSizeWarningLimit: 2048,
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
