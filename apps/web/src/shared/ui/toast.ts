import type Toast from 'antd-mobile/es/components/toast';

/*
 * Toasts (antd-mobile Toast), loaded on first use so no screen pays for them up front.
 * Calls run in order, so a loading toast closed right after it was opened stays closed.
 * Only one toast shows at a time: a new one takes the place of the current one (so an
 * error closes the loading toast before it).
 */

type ToastApi = typeof Toast;

let module: Promise<ToastApi> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function load(): Promise<ToastApi> {
  // The renderer shim comes with the first imperative component, not with every page load.
  module ??= Promise.all([import('antd-mobile/es/components/toast'), import('./render-shim.ts')])
    .then(([m, shim]) => {
      shim.installAntdRenderer();
      return m.default;
    });
  return module;
}

function run(action: (api: ToastApi) => void): Promise<void> {
  const next = queue.then(load).then(action);
  queue = next.catch(() => undefined);
  return next;
}

export const toast = {
  info: (text: string) => run((api) => api.show({ content: text })),
  success: (text: string) => run((api) => api.show({ icon: 'success', content: text })),
  fail: (text: string) => run((api) => api.show({ icon: 'fail', content: text, duration: 2500 })),
  /** Stays until cleared or replaced by another toast. */
  loading: (text: string) => run((api) => api.show({ icon: 'loading', content: text, duration: 0, maskClickable: false })),
  clear: () => run((api) => api.clear()),
  /** Loads the toast code ahead of the first message. */
  preload: (): Promise<void> => load().then(() => undefined),
};
