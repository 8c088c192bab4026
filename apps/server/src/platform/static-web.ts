import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { NotFoundFallback } from './errors.ts';

/** Paths that belong to the server, never to the player app's client-side routes. */
const SERVER_PREFIXES = ['/app/v1', '/provider', '/sandbox', '/docs', '/healthz', '/media'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built player app when its directory holds an index.html: hashed /assets/* cached
 * for a year, everything else revalidated. Returns the fallback that answers client-side
 * routes (GET, no file extension) with index.html, or null when there is no app to serve.
 */
export async function registerPlayerApp(app: FastifyInstance, distDir: string | null): Promise<NotFoundFallback | null> {
  if (distDir === null || !existsSync(join(distDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each asset; send those when the client accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const inAssets = relative(distDir, path).split(sep)[0] === 'assets';
      res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
    },
  });
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) return false;
    await reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
