import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The app's own SVG pictures shown on the first screen (the players' avatars in
 * public/static/avatar) also as WebP, drawn at twice their size for sharp phone screens. A
 * browser decodes a raster picture off its main thread; an SVG picture is a document of its own
 * that it parses, lays out and paints on the main thread (decisions 096, 100). The build writes
 * `name.webp` beside each `name.svg`; the dev server encodes one when asked for it.
 */
const FOLDERS = ['static/avatar'];
/** Drawn at 2x their viewBox (an avatar's is 80 units: 160 px). */
const DENSITY = 2 * 72;
const WEBP_QUALITY = 86;

export async function svgPictureAsWebp(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: DENSITY }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
}

export function rasterPictures(): Plugin {
  let outDir = 'dist';
  let publicDir = 'public';
  return {
    name: 'casino:raster-pictures',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const folder = FOLDERS.find((candidate) => path.startsWith(`/${candidate}/`) && path.endsWith('.webp'));
        if (!folder) return next();
        readFile(join(publicDir, path.slice(1).replace(/\.webp$/, '.svg')))
          .then(svgPictureAsWebp)
          .then((webp) => { response.setHeader('content-type', 'image/webp'); response.end(webp); })
          .catch(() => next());
      });
    },
    async writeBundle() {
      for (const folder of FOLDERS) {
        const dir = join(outDir, folder);
        const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.svg'));
        await Promise.all(names.map(async (name) => {
          await writeFile(join(dir, name.replace(/\.svg$/, '.webp')), await svgPictureAsWebp(await readFile(join(dir, name))));
        }));
      }
    },
  };
}
