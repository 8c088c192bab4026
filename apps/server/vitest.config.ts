import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // One module graph per worker, not per file: each file builds its own app on its own
    // database, and importing the server anew for each of ~130 files cost more than the tests.
    // Module state is therefore per app or per process-wide cache, never per test (decision 099).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/setup.ts'],
  },
});
