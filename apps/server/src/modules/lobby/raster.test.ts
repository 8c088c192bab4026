import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderGameArt } from './artwork.ts';
import { RasterCache, svgToWebp } from './raster.ts';

const square = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${colour}"/></svg>`;

describe('the artwork as WebP', () => {
  it('encodes a drawing at its own size', async () => {
    const picture = await svgToWebp(renderGameArt({ id: 1, name: 'Lucky Tiger', typeId: 1 }));
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('encodes one drawing once, whatever asks for it, and two drawings apart', async () => {
    const cache = new RasterCache();
    const first = cache.webp(square('red'));
    expect(cache.webp(square('red'))).toBe(first);
    const other = await cache.webp(square('blue'));
    expect(Buffer.compare(await first, other)).not.toBe(0);
    const { data } = await sharp(other).raw().toBuffer({ resolveWithObject: true });
    // Lossy: blue within a few steps.
    expect(data[0]).toBeLessThan(8);
    expect(data[1]).toBeLessThan(8);
    expect(data[2]).toBeGreaterThan(247);
  });

  it('keeps at most its limit, dropping the oldest', async () => {
    const cache = new RasterCache(2);
    const red = cache.webp(square('red'));
    cache.webp(square('green'));
    cache.webp(square('blue'));
    await red;
    expect(cache.webp(square('blue'))).toBe(cache.webp(square('blue')));
    expect(cache.webp(square('red'))).not.toBe(red);
  });

  it('does not keep a failed encoding', async () => {
    const cache = new RasterCache();
    const broken = cache.webp('<svg');
    await expect(broken).rejects.toThrow();
    expect(cache.webp('<svg')).not.toBe(broken);
    await expect(cache.webp('<svg')).rejects.toThrow();
  });
});
