import type { ReactNode } from 'react';
import type Dialog from 'antd-mobile/es/components/dialog';

/** Dialogs (antd-mobile Dialog), loaded on first use. */
type DialogApi = typeof Dialog;

let module: Promise<DialogApi> | null = null;

function load(): Promise<DialogApi> {
  // The renderer shim comes with the first imperative component, not with every page load.
  module ??= Promise.all([import('antd-mobile/es/components/dialog'), import('./render-shim.ts')])
    .then(([m, shim]) => {
      shim.installAntdRenderer();
      return m.default;
    });
  return module;
}

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

/** Resolves true when the player confirms, false when they cancel or dismiss. */
export async function confirmDialog({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const api = await load();
  return api.confirm({ title, content, confirmText, cancelText, closeOnMaskClick: true });
}

export function preloadDialog(): Promise<void> {
  return load().then(() => undefined);
}
