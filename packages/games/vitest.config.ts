import { defineConfig } from 'vitest/config';

// The RTP tests simulate a million rounds per game, so files get a generous timeout.
export default defineConfig({ test: { name: 'games', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
