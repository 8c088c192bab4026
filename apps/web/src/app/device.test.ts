import { describe, expect, it } from 'vitest';
import { detectLayout } from './device.ts';
import { rootFontSize } from './root-font.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('layout detection', () => {
  it('is desktop only for a non-mobile browser at least 1024 px wide', () => {
    expect(detectLayout(windowsChrome, 1366)).toBe('desktop');
    expect(detectLayout(windowsChrome, 1024)).toBe('desktop');
    expect(detectLayout(windowsChrome, 1023)).toBe('mobile');
    expect(detectLayout(iphone, 1366)).toBe('mobile');
    expect(detectLayout(iphone, 390)).toBe('mobile');
  });
});

describe('root font size', () => {
  it('is a tenth of the viewport on mobile, capped for wide screens', () => {
    expect(rootFontSize('mobile', 375)).toBe(37.5);
    expect(rootFontSize('mobile', 414)).toBe(41.4);
    expect(rootFontSize('mobile', 900)).toBe(54);
  });

  it('is fixed on desktop', () => {
    expect(rootFontSize('desktop', 1920)).toBe(rootFontSize('desktop', 1024));
  });
});
