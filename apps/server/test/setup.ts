import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// An unexpected console.error during a test is a failure, not noise to scroll past.
const originalError = console.error;
let reported: string[] = [];

beforeEach(() => {
  reported = [];
  console.error = (...args: unknown[]) => {
    reported.push(format(...args));
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (reported.length > 0) {
    const first = reported[0] ?? '';
    reported = [];
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
