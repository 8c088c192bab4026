import type { Rollup } from 'vite';

/** A bundle asset's content as text (the bundler gives a string or bytes). */
export const assetText = (asset: Rollup.OutputAsset): string =>
  typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
