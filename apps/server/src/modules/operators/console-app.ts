import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { transportError } from '../../platform/envelope.ts';

/**
 * The operator console's built files under /admin (docs/decisions/063): a bundle of its own,
 * apart from the player app. Hashed /admin/assets/* are cached for a year; any other GET without
 * a file extension answers index.html (the console's own routes). Everything under /admin that
 * is not a file or a console route, the operator API included, answers a 404 envelope rather
 * than the player app's page.
 */

export const CONSOLE_PREFIX = '/admin';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerConsoleApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexFile = distDir === null ? null : join(distDir, 'index.html');
  const built = indexFile !== null && existsSync(indexFile);
  // Read on each request (it is small): a new build is served without a restart, as the player app's is.
  const indexHtml = async () => (built && indexFile !== null ? readFile(indexFile).catch(() => null) : null);
  await app.register(async (scope) => {
    if (built && distDir !== null) {
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        // The player app's static plugin owns reply.sendFile.
        decorateReply: false,
        index: false,
        dotfiles: 'ignore',
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          const inAssets = relative(distDir, path).split(sep)[0] === 'assets';
          res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
    }
    const page = async (reply: FastifyReply) => {
      const html = await indexHtml();
      return html === null
        ? reply.status(404).send(transportError(404, 'Not found'))
        : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    // /admin and /admin/ (the files' wildcard would refuse to list the directory).
    scope.get('/', async (_request, reply) => page(reply));
    // Without the files, this wildcard keeps the player app's from answering /admin/... paths.
    if (!built) scope.get('/*', async (_request, reply) => page(reply));
    scope.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.') && !path.startsWith(`${CONSOLE_PREFIX}/api/`);
      if (isPage) return page(reply);
      return reply.status(404).send(transportError(404, 'Not found'));
    });
  }, { prefix: CONSOLE_PREFIX });
}
