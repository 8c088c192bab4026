/**
 * The font sizes the phone's first screen sets, set up by the boot script while the app's scripts
 * download (decision 100).
 *
 * The first time a page lays out text at a font size and weight, the browser creates that font
 * at that size; on Linux, Chromium asks the browser process (fontconfig) how to render it, a
 * synchronous call of 1-4 ms each. The home screen uses about twenty sizes, so its first layout
 * spent 70-100 ms of one task waiting on those calls. Measuring a character on a canvas with the
 * same font creates the same cached font, and does not lay out the page: done a few at a time in
 * tasks of their own after the first paint, the home's layout later finds them all made.
 */
import type { Rollup } from 'vite';
import { assetText } from './asset-text.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstScreenFonts {
  /** CSS lengths, `rem` or `px`, in the order the stylesheets first name them. */
  sizes: string[];
  /** The weights the stylesheets name, with 400 (the body's) first. */
  weights: number[];
}

/** Rules for the desktop layout only (`html[data-layout=desktop] …`): not the phone's first screen. */
const DESKTOP_ONLY = /^\s*html\[data-layout=["']?desktop["']?\]/;
const SIZE = /(?:^|[;{\s])font-size:\s*(\d*\.?\d+(?:rem|px))\s*(?:!important)?\s*(?=;|$)/g;
const SHORTHAND = /(?:^|[;{\s])font:\s*([^;]+)/g;
const WEIGHT = /(?:^|[;{\s])font-weight:\s*(bold|normal|\d{3})/g;

/** Sizes and weights of the rules in `stylesheets` that apply on a phone (plain CSS text, minified or not). */
export function fontsOfStylesheets(stylesheets: string[]): FirstScreenFonts {
  const sizes = new Set<string>();
  const weights = new Set<number>([400]);
  for (const css of stylesheets) {
    // Each rule's selector and body; @media and @supports wrappers open with their own `{`.
    for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
      if (DESKTOP_ONLY.test(selector!) || selector!.trim().startsWith('@font-face')) continue;
      for (const [, size] of body!.matchAll(SIZE)) sizes.add(normalLength(size!));
      for (const [, value] of body!.matchAll(SHORTHAND)) {
        const size = /(?:^|\s)(\d*\.?\d+(?:rem|px))(?:\s*\/|\s|$)/.exec(value!)?.[1];
        if (size) sizes.add(normalLength(size));
        const weight = /(?:^|\s)(bold|[1-9]00)(?=\s)/.exec(value!)?.[1];
        if (weight) weights.add(weight === 'bold' ? 700 : Number(weight));
      }
      for (const [, weight] of body!.matchAll(WEIGHT)) weights.add(weight === 'bold' ? 700 : weight === 'normal' ? 400 : Number(weight));
    }
  }
  return { sizes: [...sizes], weights: [...weights] };
}

/** `.30rem` and `0.3rem` are one size. */
function normalLength(length: string): string {
  const unit = length.endsWith('rem') ? 'rem' : 'px';
  return `${Number.parseFloat(length)}${unit}`;
}

/** The stylesheets of the entry and of the first screen's chunk, from a finished bundle. */
export function firstScreenStylesheets(bundle: OutputBundle, entry: OutputChunk | undefined, chunkName: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const firstScreen = chunks.find((chunk) => chunk.name === chunkName);
  const cssFiles = new Set<string>();
  for (const chunk of [entry, firstScreen]) for (const file of chunk?.viteMetadata?.importedCss ?? []) cssFiles.add(file);
  return [...cssFiles].flatMap((file) => {
    const asset = bundle[file];
    if (!asset || asset.type !== 'asset') return [];
    return [assetText(asset)];
  });
}

/** `data-fonts` of the boot script: weights, then sizes, e.g. `400 700|0.3rem 14px`. */
export const fontsAttribute = (fonts: FirstScreenFonts): string => `${fonts.weights.join(' ')}|${fonts.sizes.join(' ')}`;

/**
 * Part of the boot script (ES5, no build step): `warmFonts(attribute)` creates the fonts of a
 * `data-fonts` attribute, one per task. One lookup takes 1-9 ms here; two or three in a task
 * (the budget of 6 ms it had) made tasks of 14-20 ms, past the 50 ms that delays a tap on a phone
 * four times slower (decision 104). A `rem` is the
 * phone layout's root size, a tenth of the viewport and at most 54 px (app/root-font.ts); a
 * window at least 1024 px wide may get the desktop layout, whose first screen is another, so it
 * is left alone.
 */
export const WARM_FONTS_SOURCE = `function warmFonts(attribute) {
  var width = window.innerWidth;
  if (!attribute || width >= 1024) return;
  var parts = attribute.split('|');
  var weights = parts[0].split(' ');
  var sizes = (parts[1] || '').split(' ').filter(Boolean);
  var rem = Math.min(width / 10, 54);
  var canvas = document.createElement('canvas').getContext('2d');
  if (!canvas || typeof MessageChannel === 'undefined') return;
  var family = getComputedStyle(document.body).fontFamily;
  var queue = [];
  sizes.forEach(function (size) {
    var px = /rem$/.test(size) ? parseFloat(size) * rem : parseFloat(size);
    weights.forEach(function (weight) { queue.push(weight + ' ' + px + 'px ' + family); });
  });
  if (!queue.length) return;
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    canvas.font = queue.shift();
    canvas.measureText('0');
    if (queue.length) channel.port2.postMessage(0);
    else channel.port1.close();
  };
  channel.port2.postMessage(0);
}`;
