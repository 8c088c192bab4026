/**
 * A PostCSS plugin: every font size given in viewport-relative units (rem, which §9 sets to a
 * tenth of the viewport, or vw) is rounded to whole pixels where the browser can, with the exact
 * size kept before it for a browser without CSS round(). Each distinct size is a font lookup of
 * its own at layout (on Linux a call to the browser process); unrounded, the home screen asked
 * for 22 sizes, most a fraction of a pixel apart (decision 098).
 */
interface Declaration {
  prop: string;
  value: string;
  cloneAfter(overrides: { value: string }): unknown;
}

const RELATIVE = /\d(?:rem|vw)\b/;

export function roundedFontSize(value: string): string | null {
  if (!RELATIVE.test(value) || /\bround\(/.test(value)) return null;
  return `round(${value}, 1px)`;
}

export function wholePixelFontSizes() {
  return {
    postcssPlugin: 'casino:whole-pixel-font-sizes',
    Declaration: {
      'font-size': (declaration: Declaration) => {
        const rounded = roundedFontSize(declaration.value);
        if (rounded) declaration.cloneAfter({ value: rounded });
      },
    },
  };
}
wholePixelFontSizes.postcss = true as const;
