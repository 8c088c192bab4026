import { describe, expect, it } from 'vitest';
import { isBigWin } from './big-win.ts';
import { fillLaunchUrl } from './launch.ts';
import { HOUSE_LAUNCH_URL } from './providers.ts';

describe('launch URLs', () => {
  it('fills the house template with the game code and the session token', () => {
    expect(fillLaunchUrl(HOUSE_LAUNCH_URL, { token: 'abc_DEF-123', gameCode: 'lucky-tiger', lang: 'en' })).toBe('/house/lucky-tiger?session=abc_DEF-123');
  });

  it('fills every placeholder, as often as it appears, URL-encoded, and leaves other braces alone', () => {
    const url = fillLaunchUrl('https://p.example/{gameCode}/play?t={token}&l={lang}&again={token}&keep={other}', {
      token: 'a+b/c=', gameCode: 'jade emperor', lang: 'en',
    });
    expect(url).toBe('https://p.example/jade%20emperor/play?t=a%2Bb%2Fc%3D&l=en&again=a%2Bb%2Fc%3D&keep={other}');
  });
});

describe('big wins', () => {
  it('needs 50 times the bet and at least 1,000.00', () => {
    expect(isBigWin(100_000, 2_000)).toBe(true);
    expect(isBigWin(100_000, 2_001)).toBe(false);
    expect(isBigWin(99_999, 1)).toBe(false);
    expect(isBigWin(0, 0)).toBe(false);
  });
});
