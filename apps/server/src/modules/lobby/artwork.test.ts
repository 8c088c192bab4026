import { describe, expect, it } from 'vitest';
import { HouseGame } from '@casino/contract';
import { emblemFor, escapeXml, renderBannerArt, renderBrandArt, renderGameArt, renderServiceIcon } from './artwork.ts';
import { SEED_GAMES } from './seed-data.ts';

describe('game artwork', () => {
  it('draws every seeded game differently, as well-formed SVG with its name', () => {
    const drawn = new Set<string>();
    for (const game of SEED_GAMES) {
      const svg = renderGameArt(game);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`aria-label="${escapeXml(game.name)}"`);
      expect(svg).not.toMatch(/NaN|undefined/);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(SEED_GAMES.length);
  });

  it('is the same picture every time', () => {
    const game = { id: 1, name: 'Lucky Tiger', typeId: 1 };
    expect(renderGameArt(game)).toBe(renderGameArt({ ...game }));
  });

  it('gives the house games emblems that say what they are', () => {
    const emblems = Object.fromEntries(SEED_GAMES.filter((g) => g.id < 100).map((g) => [g.id, emblemFor(g.name, g.id)]));
    expect(emblems).toEqual({
      [HouseGame.LuckyTiger]: 'tiger', [HouseGame.FortuneGems]: 'gem', [HouseGame.DragonWays]: 'dragon',
      [HouseGame.GoldenFreeSpins]: 'wheel', [HouseGame.JacksOrBetter]: 'card', [HouseGame.Crash]: 'rocket',
      [HouseGame.Mines]: 'mine', [HouseGame.Dice]: 'dice', [HouseGame.OceanHunter]: 'fish',
    });
  });

  it('escapes names so no markup gets in', () => {
    const svg = renderGameArt({ id: 99, name: '<script>alert("x")</script> & \'Co\'', typeId: 6 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(renderBrandArt({ id: 1, showName: 'A&B' })).toContain('A&amp;B');
    expect(renderBannerArt({ id: 1, title: '"Big" <win>' })).toContain('&quot;Big&quot; &lt;win&gt;');
  });

  it('draws a paper plane for messaging links and a headset otherwise', () => {
    expect(renderServiceIcon({ nickname: 'Telegram', url: 'https://t.me/x' })).toContain('#229ed9');
    expect(renderServiceIcon({ nickname: 'Online Service', url: '/service' })).toContain('#ff8a00');
  });
});
