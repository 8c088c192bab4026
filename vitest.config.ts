import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/games', 'apps/server', 'apps/web', 'apps/admin'],
    // A worker per core (vitest's default leaves one idle, half of a two-core machine); the
    // runner's own work fits between (docs/decisions/099).
    maxWorkers: availableParallelism(),
  },
});
