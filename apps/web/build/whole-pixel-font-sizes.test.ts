import { describe, expect, it } from 'vitest';
import { roundedFontSize, wholePixelFontSizes } from './whole-pixel-font-sizes.ts';

/** A declaration as PostCSS hands it over: what cloneAfter added lands after it. */
function declaration(value: string) {
  const added: string[] = [];
  return { added, prop: 'font-size', value, cloneAfter: ({ value: next }: { value: string }) => added.push(next) };
}

describe('whole-pixel font sizes', () => {
  it('rounds sizes in rem and vw to whole pixels, the exact size kept before as the fallback', () => {
    expect(roundedFontSize('0.32rem')).toBe('round(0.32rem, 1px)');
    expect(roundedFontSize('clamp(13px, 3.8vw, 24px)')).toBe('round(clamp(13px, 3.8vw, 24px), 1px)');
    const plugin = wholePixelFontSizes();
    const size = declaration('.3rem');
    plugin.Declaration['font-size'](size);
    expect(size.added).toEqual(['round(.3rem, 1px)']);
  });

  it('leaves pixel sizes, keywords, inherited sizes and sizes already rounded as they are', () => {
    for (const value of ['14px', 'inherit', 'larger', '1.2em', 'round(0.3rem, 1px)', 'var(--size)']) expect(roundedFontSize(value), value).toBeNull();
  });
});
