import type { Plugin } from 'vite';
import { assetText } from './asset-text.ts';

/**
 * Puts the entry's stylesheet into index.html as a <style>: the first paint (the boot splash and
 * the first screen's frame) then waits for no request but the page itself. The stylesheet is
 * small (the theme and the UI kit's globals, ~2 KB gzip); the screens' own styles stay in their
 * lazy chunks.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'casino:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${assetText(asset).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
