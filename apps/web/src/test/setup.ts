import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { setUpTexts } from '../app/i18n/index.ts';
import { preloadDialog } from '../shared/ui/dialog.ts';
import { installAntdRenderer, unmountAntdRoots } from '../shared/ui/render-shim.ts';
import { toast } from '../shared/ui/toast.ts';

setUpTexts();
installAntdRenderer();
// findBy and waitFor wait for conditions; give them room on a machine several times slower than a laptop.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks pointer capture, which the sheets' swipe gestures use.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// Toasts and dialogs load on first use in the app; load them up front so tests see them at once.
beforeAll(async () => {
  await Promise.all([toast.preload(), preloadDialog()]);
});

// A console.error during a test is a bug (a React warning, an unhandled failure): fail the test.
let errors: unknown[][] = [];
const originalError = console.error;

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  });
});

afterEach(async () => {
  await toast.clear();
  Dialog.clear();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  if (errors.length > 0) {
    const first = errors[0]!.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s) during the test; first: ${first}`);
  }
});

// Toast and dialog roots unmount on a timer after their closing animation; a file's last
// test can leave one pending past the file's end, when the window is gone. Unmount them
// all while it still exists and let the work React scheduled for that run out.
afterAll(async () => {
  await toast.clear();
  Dialog.clear();
  unmountAntdRoots();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
