import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The lazy modules the home screen runs, in one chunk (decision 096). Left to the automatic
 * splitting, the modules the home shares with other screens are some thirty chunks of 1-2 KB,
 * and the router's first match preloads each with a link element of its own: their requests and
 * the links' insertion were the longest task of the start on a phone, and their stylesheets came
 * as seven files, each a style recalculation of its own.
 *
 * The chunk holds the static import closure of the given modules (the mobile shell and the home
 * page), less what the entry itself runs (that stays initial) and what `exclude` keeps elsewhere
 * (the core chunk). Another screen that needs one of these modules loads the chunk: every mobile
 * visit starts on a shell that has it anyway.
 *
 * What the entry runs is its static import closure, where a feature's face (its index.ts, which
 * only re-exports its parts and names its lazy pages) is followed only to the parts the importer
 * names: the bundler drops the other re-exports from the entry, and they belong to the screens.
 * The build fails if the entry still ends up importing the chunk.
 */
export function firstScreenChunk(roots: RegExp[], exclude: (id: string) => boolean): { plugin: Plugin; test: (id: string) => boolean } {
  const captured = new Set<string>();
  let chunkName: string | null = null;
  const plugin: Plugin = {
    name: 'casino:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const codeOf = (id: string) => this.getModuleInfo(id)?.code ?? '';
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const ids = [...this.getModuleIds()];

      const home = new Set<string>();
      const pending = ids.filter((id) => roots.some((root) => root.test(id)));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (home.has(id)) continue;
        home.add(id);
        // Static imports only: what the screens import() stays in chunks of their own.
        pending.push(...importsOf(id));
      }

      const initial = entryClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry), importsOf, codeOf);
      captured.clear();
      for (const id of home) if (!initial.has(id) && !exclude(id)) captured.add(id);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => captured.has(id)));
      chunkName = chunk?.fileName ?? null;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry && chunkName !== null && file.imports.includes(chunkName)) {
          this.error(`the entry ${file.fileName} imports the first screen's chunk ${chunkName}: a module the entry runs was taken for the home (build/first-screen-chunk.ts)`);
        }
      }
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}

/** A feature's face: re-exports of its parts and its lazy pages. */
const FACE = /[\\/]src[\\/]features[\\/][a-z-]+[\\/]index\.ts$/;
/** `export { a, b as c } from './part.ts'` */
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `import { a, b as c } from '...'` and `export { a } from '...'` */
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const ANY_FROM = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;

const names = (list: string) => list.split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)).filter((pair) => pair[0]);
const target = (from: string, specifier: string) => (specifier.startsWith('.') ? resolve(dirname(from), specifier) : null);

/**
 * The modules the entries run: their static import closure, with each feature face followed only
 * to the parts its importers name. A form of import it cannot read counts as importing everything.
 */
export function entryClosure(entries: string[], importsOf: (id: string) => readonly string[], codeOf: (id: string) => string): Set<string> {
  const found = new Set<string>();
  /** Names asked of each face so far; 'all' when an importer took the whole face. */
  const asked = new Map<string, Set<string> | 'all'>();
  const pending: Array<[string, Set<string> | 'all']> = entries.map((id) => [id, 'all']);

  const visitFace = (face: string, wanted: Set<string> | 'all') => {
    const known = asked.get(face);
    if (known === 'all') return;
    const fresh = wanted === 'all' ? 'all' : new Set([...wanted].filter((name) => !known?.has(name)));
    if (fresh !== 'all' && fresh.size === 0) return;
    asked.set(face, fresh === 'all' ? 'all' : new Set([...(known ?? []), ...fresh]));
    found.add(face);
    const code = codeOf(face);
    const reExported = new Set<string>();
    for (const [, list, specifier] of code.matchAll(RE_EXPORT)) {
      const part = target(face, specifier!);
      if (part === null) continue;
      const resolved = importsOf(face).find((id) => id === part);
      if (resolved === undefined) continue;
      reExported.add(resolved);
      if (fresh === 'all' || names(list!).some(([name, alias]) => fresh.has(alias ?? name!))) {
        pending.push([resolved, 'all']);
      }
    }
    // The face's own imports (for its own code) are always run.
    for (const id of importsOf(face)) if (!reExported.has(id)) pending.push([id, 'all']);
  };

  while (pending.length > 0) {
    const [id, wanted] = pending.pop()!;
    if (FACE.test(id)) {
      visitFace(id, wanted);
      continue;
    }
    if (found.has(id)) continue;
    found.add(id);
    const code = codeOf(id);
    // What this module asks of each face it imports.
    const fromFace = new Map<string, Set<string> | 'all'>();
    for (const [, list, specifier] of code.matchAll(NAMED_FROM)) {
      const face = target(id, specifier!);
      if (face === null || !FACE.test(face)) continue;
      const before = fromFace.get(face);
      if (before === 'all') continue;
      fromFace.set(face, new Set([...(before ?? []), ...names(list!).map(([name]) => name!)]));
    }
    for (const [, specifier, bare] of code.matchAll(ANY_FROM)) {
      const face = target(id, (specifier ?? bare)!);
      // `import * as`, a default import or a bare import of a face: take all of it.
      if (face !== null && FACE.test(face) && !fromFace.has(face)) fromFace.set(face, 'all');
    }
    for (const imported of importsOf(id)) pending.push([imported, FACE.test(imported) ? (fromFace.get(imported) ?? 'all') : 'all']);
  }
  return found;
}
