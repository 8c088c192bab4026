import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { rootFontSize } from '../src/app/root-font.ts';
import { WARM_FONTS_SOURCE, firstScreenStylesheets, fontsAttribute, fontsOfStylesheets } from './first-screen-fonts.ts';

describe('the fonts a first screen\'s stylesheets name', () => {
  it('takes rem and px sizes of plain rules, once each, in the order first named', () => {
    const fonts = fontsOfStylesheets([
      '.a{color:red;font-size:.3rem}.b{font-size:0.30rem;font-weight:700}',
      '.c { font-size: 14px; }\n.d{font-size:.32rem!important}',
    ]);
    expect(fonts.sizes).toEqual(['0.3rem', '14px', '0.32rem']);
    expect(fonts.weights).toEqual([400, 700]);
  });

  it('leaves out the desktop layout\'s rules, and sizes it cannot know (em, %, clamp, var)', () => {
    const fonts = fontsOfStylesheets([
      "html[data-layout=desktop] .a{font-size:16px;font-weight:900}html[data-layout='desktop'] .b{font-size:15px}",
      '.c{font-size:1.2em}.d{font-size:80%}.e{font-size:clamp(15px,4.4vw,24px)}.f{font-size:var(--size)}',
    ]);
    expect(fonts).toEqual({ sizes: [], weights: [400] });
  });

  it('reads the font shorthand, bold and normal, and rules inside @media', () => {
    const fonts = fontsOfStylesheets([
      '.a{font:700 .3rem/1 inherit}.b{font:italic bold 12px system-ui}@media (min-width:600px){.c{font-size:.4rem;font-weight:bold}}',
      '/* .x{font-size:99px} */.d{font-weight:normal}',
    ]);
    expect(fonts.sizes).toEqual(['0.3rem', '12px', '0.4rem']);
    expect(fonts.weights).toEqual([400, 700]);
    expect(fontsAttribute(fonts)).toBe('400 700|0.3rem 12px 0.4rem');
  });

  it('finds the stylesheets of the entry and of the named chunk in a bundle', () => {
    const chunk = (name: string, css: string[]) => ({ type: 'chunk', name, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } });
    const asset = (source: string) => ({ type: 'asset', source });
    const bundle = {
      'assets/index.js': chunk('index', ['assets/index.css']),
      'assets/home.js': chunk('home', ['assets/home.css']),
      'assets/wallet.js': chunk('wallet', ['assets/wallet.css']),
      'assets/index.css': asset('.a{font-size:.3rem}'),
      'assets/home.css': asset(new TextEncoder().encode('.b{font-size:.4rem}') as unknown as string),
      'assets/wallet.css': asset('.c{font-size:.5rem}'),
    } as unknown as Rollup.OutputBundle;
    const entry = bundle['assets/index.js'] as Rollup.OutputChunk;
    expect(firstScreenStylesheets(bundle, entry, 'home')).toEqual(['.a{font-size:.3rem}', '.b{font-size:.4rem}']);
  });
});

/**
 * Runs the boot script's warmFonts with a window of `width` whose canvas records each font set;
 * `tasks` receives the fonts each task set (the first, warmFonts' own, sets none).
 */
function warm(width: number, attribute: string, tasks: string[][] = []): string[] {
  const set: string[] = [];
  let task: string[] = [];
  const canvas = {
    set font(value: string) { set.push(value); task.push(value); },
    measureText: () => ({ width: 1 }),
  };
  const pending: Array<() => void> = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
    port2 = { postMessage: () => { pending.push(() => this.port1.onmessage?.()); } };
  }
  const document = { createElement: () => ({ getContext: () => canvas }), body: {} };
  const globals = {
    window: { innerWidth: width },
    document,
    getComputedStyle: () => ({ fontFamily: 'system-ui, sans-serif' }),
    MessageChannel: FakeChannel,
  };
  const warmFonts = new Function(...Object.keys(globals), `${WARM_FONTS_SOURCE}; return warmFonts;`)(...Object.values(globals)) as (attribute?: string) => void;
  warmFonts(attribute);
  tasks.push(task);
  while (pending.length) {
    task = [];
    pending.shift()!();
    tasks.push(task);
  }
  return set;
}

describe('the boot script setting up those fonts', () => {
  it('sets each size at each weight in the body\'s font, a rem being the phone layout\'s root size', () => {
    for (const width of [360, 393, 412, 600]) {
      const rem = rootFontSize('mobile', width);
      expect(warm(width, '400 700|0.3rem 14px')).toEqual([
        `400 ${0.3 * rem}px system-ui, sans-serif`, `700 ${0.3 * rem}px system-ui, sans-serif`,
        '400 14px system-ui, sans-serif', '700 14px system-ui, sans-serif',
      ]);
    }
  });

  it('sets one font per task, after the task that called it', () => {
    const tasks: string[][] = [];
    const set = warm(412, '400 700|0.3rem 14px 20px', tasks);
    expect(set).toHaveLength(6);
    expect(tasks).toEqual([[], ...set.map((font) => [font])]);
  });

  it('does nothing on a window wide enough for the desktop layout, or without sizes', () => {
    expect(warm(1024, '400 700|0.3rem')).toEqual([]);
    expect(warm(412, '')).toEqual([]);
    expect(warm(412, '400|')).toEqual([]);
  });
});
