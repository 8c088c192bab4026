import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgPictureAsWebp } from './raster-pictures.ts';

describe('the app\'s SVG pictures as WebP', () => {
  it('draws an avatar at twice its size, as a WebP picture', async () => {
    // This file's folder where the runner gives it, else from the repository's root, where the suite runs.
    const svg = readFileSync(join(import.meta.dirname ?? 'apps/web/build', '../public/static/avatar/avatar_6.svg'));
    const webp = await svgPictureAsWebp(svg);
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { width, height, format } = await sharp(webp).metadata();
    expect({ width, height, format }).toEqual({ width: 160, height: 160, format: 'webp' });
  });
});
