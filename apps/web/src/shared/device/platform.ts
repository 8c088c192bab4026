/** The layout chosen at load; sent as `platform` with every call (§7). */
export const Platform = { Mobile: 0, Desktop: 1 } as const;
export type Platform = (typeof Platform)[keyof typeof Platform];

let current: Platform = Platform.Mobile;

export function setPlatform(platform: Platform): void {
  current = platform;
}

export function getPlatform(): Platform {
  return current;
}

export function isDesktop(): boolean {
  return current === Platform.Desktop;
}
