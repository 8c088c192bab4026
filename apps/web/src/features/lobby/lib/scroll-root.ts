/** The element a screen scrolls in: the lobby shell's page on phones (marked data-scroll-root), else the window. */
export type ScrollRoot = HTMLElement | Window;

export function findScrollRoot(element: Element | null): ScrollRoot {
  return element?.closest<HTMLElement>('[data-scroll-root]') ?? window;
}

export function scrollTopOf(root: ScrollRoot): number {
  return root instanceof Window ? root.scrollY : root.scrollTop;
}

export function scrollRootTo(root: ScrollRoot, top: number): void {
  if (typeof root.scrollTo === 'function') root.scrollTo({ top, behavior: 'smooth' });
}
