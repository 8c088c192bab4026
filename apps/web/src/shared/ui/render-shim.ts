import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

const roots = new Map<Element | DocumentFragment, Root>();

/**
 * antd-mobile renders its imperative Toast and Dialog with the legacy ReactDOM.render,
 * which React 19 removed; give it a createRoot-based renderer instead. The toast and dialog
 * loaders call it before their first use; calling it again changes nothing.
 */
let installed = false;

export function installAntdRenderer(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before the root goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}

/**
 * Unmounts every toast and dialog root at once, without waiting for closing animations.
 * Tests call it before their environment goes away: a root left to unmount on a later
 * timer would run React against a window that no longer exists. Unmounting twice is safe.
 */
export function unmountAntdRoots(): void {
  for (const [container, root] of roots) {
    root.unmount();
    roots.delete(container);
  }
}
