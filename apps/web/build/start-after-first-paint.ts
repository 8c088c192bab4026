import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { WARM_FONTS_SOURCE, firstScreenStylesheets, fontsAttribute, fontsOfStylesheets } from './first-screen-fonts.ts';

/**
 * The page paints its boot splash (and the home's picture in it) before it asks for the app's
 * scripts (decision 089). The entry's <script type="module"> and its modulepreloads leave
 * index.html for a small deferred boot script, which names them in data-entry and data-preload;
 * once the browser reports its first contentful paint, it preloads them all at once and imports
 * the entry. On a phone the page is painted long before the scripts could arrive anyway, so this
 * costs about a frame; it keeps a fast network (or a warm cache) from putting the whole app's
 * download and start-up before the first paint. A page that paints nothing soon (one opened in
 * the background) starts after 300 ms.
 *
 * While the scripts download, it sets up the fonts the first screen's stylesheets name (data-fonts,
 * decision 100), one per task (decision 104), so that the first screen's layout does not wait for them.
 */
const BOOT_SOURCE = `(function () {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var preloads = (script.dataset.preload || '').split(' ').filter(Boolean);
  var fonts = script.dataset.fonts;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    [entry].concat(preloads).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
    // Its set-up (a canvas, the body's style) in a task of its own: with the links it made one
    // task of 14-16 ms.
    setTimeout(function () { warmFonts(fonts); }, 0);
  }
  ${WARM_FONTS_SOURCE.replace(/\n/g, '\n  ')}
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  setTimeout(start, 300);
})();
`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** `firstScreenChunk`: the name of the chunk whose stylesheets the first screen uses, besides the entry's. */
export function startAfterFirstPaint(options: { firstScreenChunk?: string } = {}): Plugin {
  const bootFile = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8)}.js`;
  let base = '/';
  return {
    name: 'casino:start-after-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error('start-after-first-paint: no entry <script type="module"> in index.html');
        const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
        const fonts = options.firstScreenChunk && ctx.bundle
          ? fontsOfStylesheets(firstScreenStylesheets(ctx.bundle, ctx.chunk, options.firstScreenChunk))
          : undefined;
        const fontsData = fonts?.sizes.length ? ` data-fonts="${fontsAttribute(fonts)}"` : '';
        const boot = `<script defer src="${base}${bootFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"${fontsData}></script>`;
        return html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '').replace('</body>', `  ${boot}\n  </body>`);
      },
    },
  };
}
