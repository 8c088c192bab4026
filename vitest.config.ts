import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/games', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
