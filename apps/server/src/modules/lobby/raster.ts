/**
 * The drawn artwork as WebP pictures. A browser decodes a raster picture off its main thread,
 * while every SVG picture is a small document of its own that it parses, lays out and paints on
 * the main thread (10-20 ms each on a mid-range phone): a lobby of thirty tiles blocked the
 * first seconds of the home screen (decision 096).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** WebP quality: flat colours and bold text stay clean at 82 and weigh a third of the SVG's PNG. */
const WEBP_QUALITY = 82;
/** Pictures kept encoded per process (a tile is 4-12 KB): the whole seeded lobby fits. */
const KEPT_PICTURES = 400;

// One libvips thread per picture: the pictures are small and the request path shares the cores.
sharp.concurrency(1);

/** Encodes SVG text as WebP at its own width and height. */
export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
}

/**
 * Encoded pictures by the digest of their SVG text, so a picture is encoded once per process
 * whatever address asked for it (an address with a made-up version draws the same SVG and costs
 * no second encoding); the oldest is dropped past KEPT_PICTURES. Requests for one picture at once
 * share one encoding.
 */
export class RasterCache {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly limit = KEPT_PICTURES) {}

  webp(svg: string): Promise<Buffer> {
    const key = createHash('sha256').update(svg).digest('base64');
    const known = this.kept.get(key);
    if (known) return known;
    const encoding = svgToWebp(svg);
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, encoding);
    // A failed encoding is not kept: the next request tries again.
    encoding.catch(() => this.kept.get(key) === encoding && this.kept.delete(key));
    return encoding;
  }
}
