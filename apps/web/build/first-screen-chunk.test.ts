import { describe, expect, it } from 'vitest';
import { entryClosure } from './first-screen-chunk.ts';

/** A module graph in memory: each module's code and its resolved static imports. */
function graph(modules: Record<string, { code: string; imports: string[] }>) {
  return {
    importsOf: (id: string) => modules[id]?.imports ?? [],
    codeOf: (id: string) => modules[id]?.code ?? '',
  };
}

const FACE = '/app/src/features/lobby/index.ts';
const modules = {
  '/app/index.html': { code: '', imports: ['/app/src/main.tsx'] },
  '/app/src/main.tsx': { code: `import { preloadHomeImage } from "./features/lobby/index.ts";\nimport { helper } from "./shared/helper.ts";`, imports: [FACE, '/app/src/shared/helper.ts'] },
  '/app/src/shared/helper.ts': { code: 'export const helper = 1;', imports: [] },
  [FACE]: {
    code: `import { texts } from "./texts.ts";\nexport const pages = { home: () => import("./pages/HomePage.tsx") };\n`
      + `export { preloadHomeImage } from "./promo/preload.ts";\nexport { PlayerAvatar as Avatar } from "./lib/PlayerAvatar.tsx";`,
    imports: ['/app/src/features/lobby/texts.ts', '/app/src/features/lobby/promo/preload.ts', '/app/src/features/lobby/lib/PlayerAvatar.tsx'],
  },
  '/app/src/features/lobby/texts.ts': { code: '', imports: [] },
  '/app/src/features/lobby/promo/preload.ts': { code: '', imports: ['/app/src/features/lobby/promo/video.ts'] },
  '/app/src/features/lobby/promo/video.ts': { code: '', imports: [] },
  '/app/src/features/lobby/lib/PlayerAvatar.tsx': { code: '', imports: ['/app/src/shared/format/money.ts'] },
  '/app/src/shared/format/money.ts': { code: '', imports: [] },
};

describe('what the entry runs', () => {
  it('follows a feature face only to the parts its importer names, and the face\'s own imports', () => {
    const { importsOf, codeOf } = graph(modules);
    const found = entryClosure(['/app/index.html'], importsOf, codeOf);
    expect([...found].sort()).toEqual([
      '/app/index.html', '/app/src/features/lobby/index.ts', '/app/src/features/lobby/promo/preload.ts', '/app/src/features/lobby/promo/video.ts',
      '/app/src/features/lobby/texts.ts', '/app/src/main.tsx', '/app/src/shared/helper.ts',
    ]);
  });

  it('follows a re-export by the name it is exported under', () => {
    const { importsOf, codeOf } = graph({ ...modules, '/app/src/main.tsx': { code: 'import { Avatar } from "./features/lobby/index.ts";', imports: [FACE] } });
    const found = entryClosure(['/app/index.html'], importsOf, codeOf);
    expect(found.has('/app/src/features/lobby/lib/PlayerAvatar.tsx')).toBe(true);
    expect(found.has('/app/src/shared/format/money.ts')).toBe(true);
    expect(found.has('/app/src/features/lobby/promo/preload.ts')).toBe(false);
  });

  it('takes all of a face imported whole', () => {
    const { importsOf, codeOf } = graph({ ...modules, '/app/src/main.tsx': { code: 'import * as lobby from "./features/lobby/index.ts";', imports: [FACE] } });
    const found = entryClosure(['/app/index.html'], importsOf, codeOf);
    expect(found.has('/app/src/features/lobby/lib/PlayerAvatar.tsx')).toBe(true);
    expect(found.has('/app/src/features/lobby/promo/preload.ts')).toBe(true);
  });

  it('adds the parts a second importer names to those of the first', () => {
    const { importsOf, codeOf } = graph({
      ...modules,
      '/app/src/shared/helper.ts': { code: 'import { Avatar } from "../features/lobby/index.ts";', imports: [FACE] },
    });
    const found = entryClosure(['/app/index.html'], importsOf, codeOf);
    expect(found.has('/app/src/features/lobby/promo/preload.ts')).toBe(true);
    expect(found.has('/app/src/features/lobby/lib/PlayerAvatar.tsx')).toBe(true);
  });
});
