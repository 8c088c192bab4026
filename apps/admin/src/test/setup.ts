import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy and waitFor wait for conditions; give them room on a machine several times slower than a laptop.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});
