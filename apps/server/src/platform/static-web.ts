import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './errors.ts';

/** Paths that belong to the server, never to the player app's client-side routes. */
const SERVER_PREFIXES = ['/app/v1', '/provider', '/sandbox', '/docs', '/healthz', '/media'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where index.html's boot splash takes the home's first picture (apps/web/index.html). */
const HOME_SPLASH_MARK = '<!--home-splash-->';
/** The client-side routes that open on the home screen. */
const HOME_PATHS = new Set(['/', '/lobby', '/lobby/home']);

/** The picture a home visit's first page shows while the app loads; null for none. */
export type HomeSplashImage = () => Promise<string | null>;

/** Largest picture the page carries inside itself (bytes before encoding). */
const INLINE_PICTURE_MAX_BYTES = 16 * 1024;
/** Pictures inlined lately, by address (an address carries its picture's version). */
const INLINED_KEPT = 8;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built player app when its directory holds an index.html: hashed /assets/* cached
 * for a year, everything else revalidated. Returns the fallback that answers client-side
 * routes (GET, no file extension) with index.html, or null when there is no app to serve.
 * A visit that opens on home gets the home's largest picture (the promo video's cover) drawn
 * into the boot splash, so it is fetched with the page and painted before any script runs; the
 * server's own drawn picture comes inside the page (decision 089).
 */
export async function registerPlayerApp(app: FastifyInstance, distDir: string | null, homeSplashImage?: HomeSplashImage): Promise<NotFoundFallback | null> {
  if (distDir === null || !existsSync(join(distDir, 'index.html'))) return null;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inlined = new Map<string, string | null>();
  /**
   * A picture of this server's own (the lobby's drawn artwork) as a data: address, so the page
   * carries it and paints it with the first frame instead of after a request of its own; null for
   * another site's picture, a large one, or one that cannot be read.
   */
  const inlinePicture = async (address: string): Promise<string | null> => {
    if (!address.startsWith('/') || address.startsWith('//')) return null;
    if (inlined.has(address)) return inlined.get(address)!;
    const res = await app.inject({ method: 'GET', url: address });
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
    const picture = res.statusCode === 200 && type.startsWith('image/') && res.rawPayload.length <= INLINE_PICTURE_MAX_BYTES
      ? (type === 'image/svg+xml' ? `data:${type},${encodeURIComponent(res.body)}` : `data:${type};base64,${res.rawPayload.toString('base64')}`)
      : null;
    if (inlined.size >= INLINED_KEPT) inlined.delete(inlined.keys().next().value!);
    inlined.set(address, picture);
    return picture;
  };
  const firstPage = async (path: string): Promise<string> => {
    if (!homeSplashImage || !HOME_PATHS.has(path.replace(/\/+$/, '') || '/') || !indexHtml.includes(HOME_SPLASH_MARK)) return indexHtml;
    // A lobby that cannot be read still gets the plain splash: the picture is only a head start.
    const image = await homeSplashImage().catch(() => null);
    if (!image) return indexHtml;
    const src = (await inlinePicture(image).catch(() => null)) ?? image;
    return indexHtml.replace(HOME_SPLASH_MARK, `<img class="boot-splash__cover" src="${escapeAttribute(src)}" alt="" fetchpriority="high" width="640" height="360">`);
  };
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // "/" is answered by its own route below, with the first page.
    index: false,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each asset; send those when the client accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const inAssets = relative(distDir, path).split(sep)[0] === 'assets';
      res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
    },
  });
  // The page is drawn per visit, so it is compressed per visit (a few KB: well under a millisecond).
  const sendFirstPage = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const page = await firstPage(path);
    void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page);
    return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  };
  app.get('/', async (request, reply) => sendFirstPage('/', request, reply));
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) return false;
    await sendFirstPage(path, request, reply);
    return true;
  };
}
