import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../../platform/db.ts';
import { transportError } from '../../platform/envelope.ts';
import { GENERIC_IMAGES, renderBannerArt, renderBrandArt, renderGameArt, renderServiceIcon, renderVideoPoster } from './artwork.ts';
import { findBrand, findGameName } from './catalog-store.ts';
import { RasterCache } from './raster.ts';
import { findBannerTitle, findCustomerService, findVideo } from './content-store.ts';
import { JumpTarget } from '@casino/contract';

/** Artwork URLs carry a version of what they are drawn from, so a URL's content never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
const ID_FILE = /^([1-9]\d{0,8})\.(svg|webp)$/;
const KEY_FILE = /^([A-Za-z0-9_]{1,64})\.(svg|webp)$/;
type Format = 'svg' | 'webp';

type Params = { Params: { file: string } };

const notFound = (reply: FastifyReply) => reply.status(404).send(transportError(404, 'Not found'));

/**
 * GET /media/<kind>/<id>.webp: generated artwork of games, brands, banners, video posters,
 * customer-service icons, and /media/images/<key>.webp for the generic images. The lobby's
 * addresses name the WebP picture (decision 096); the same address ending in .svg answers the
 * drawing itself, for an operator's own pages and for the picture's tests.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Queryable): void {
  const rasters = new RasterCache();
  const send = async (reply: FastifyReply, format: Format, svg: string) => {
    const [type, body] = format === 'svg' ? [SVG, svg] : [WEBP, await rasters.webp(svg)];
    return reply.header('content-type', type).header('cache-control', MEDIA_CACHE_CONTROL).send(body);
  };
  const byId = (kind: string, render: (id: number) => Promise<string | null>) => {
    app.get<Params>(`/media/${kind}/:file`, async (request, reply) => {
      const match = ID_FILE.exec(request.params.file);
      const svg = match ? await render(Number(match[1])) : null;
      return svg === null ? notFound(reply) : send(reply, match![2] as Format, svg);
    });
  };

  byId('games', async (id) => {
    const game = await findGameName(db, id);
    return game && renderGameArt(game);
  });
  byId('brands', async (id) => {
    const brand = await findBrand(db, id);
    return brand && renderBrandArt(brand);
  });
  byId('banners', async (id) => {
    const title = await findBannerTitle(db, id);
    return title === null ? null : renderBannerArt({ id, title });
  });
  byId('videos', async (id) => {
    const video = await findVideo(db, id);
    if (!video) return null;
    const game = video.clickType === JumpTarget.Game ? await findGameName(db, video.clickAction) : null;
    return renderVideoPoster({ id, title: game?.name ?? 'Bonus' });
  });
  byId('service', async (id) => {
    const service = await findCustomerService(db, id);
    return service && renderServiceIcon(service);
  });

  app.get<Params>('/media/images/:file', async (request, reply) => {
    const match = KEY_FILE.exec(request.params.file);
    const key = match?.[1];
    const render = key !== undefined && Object.hasOwn(GENERIC_IMAGES, key) ? GENERIC_IMAGES[key] : undefined;
    return render ? send(reply, match![2] as Format, render()) : notFound(reply);
  });
}
