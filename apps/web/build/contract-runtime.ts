import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type * as ContractModule from '@casino/contract';

type Contract = typeof ContractModule;

const CONTRACT = '@casino/contract';
const WIRE_PATHS = 'virtual:wire-paths';
/** One module per plain-data export, so each lands only in the chunks that use it. */
const PART = `\0${CONTRACT}:part:`;
/** The wire path of a call that has no other: /app/v1/<its name>. */
const PLAIN_PREFIX = '/app/v1/';

/**
 * Contract modules of pure functions the app runs too (the same rule on both sides). They are
 * served from source, so they must not reach the schema library or any other package.
 */
const SHARED_RULE_MODULES = ['lobby-rules.ts', 'kyc-rules.ts', 'attribution-rules.ts', 'calls/promotions/ladder-rules.ts', 'calls/promotions/holiday-rules.ts'];

/** Plain data only: numbers, strings, booleans, null, and arrays/objects made of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value as object).every(isPlainData);
}

interface SharedRules {
  file: string;
  names: string[];
}

/** Loads each shared rule module, refusing one that imports anything outside the contract's sources. */
async function loadSharedRules(root: string): Promise<SharedRules[]> {
  const sourceDir = dirname(createRequire(join(root, 'package.json')).resolve(CONTRACT));
  return Promise.all(SHARED_RULE_MODULES.map(async (name) => {
    const file = join(sourceDir, name);
    const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, { configFile: false, root, logLevel: 'error' });
    const outside = dependencies.filter((dependency) => !dependency.startsWith(sourceDir));
    if (outside.length > 0) throw new Error(`${name} must stay self-contained, but imports ${outside.join(', ')}`);
    return { file, names: Object.keys(module) };
  }));
}

/**
 * The web app takes its constants, enums and call paths from the contract, but not the
 * schemas: they would ship the schema library to every player for checks the server makes.
 * At build time this loads the real contract and serves the app two generated modules:
 *  - '@casino/contract': every plain-data export (constants, errcodes, PUBLIC_CALLS, ...), each
 *    from a module of its own (so the first screen downloads only the ones it uses), plus the
 *    pure rule functions of SHARED_RULE_MODULES re-exported from their source;
 *    importing a schema or any other function fails the build with a missing export;
 *  - 'virtual:wire-paths': a function giving wirePath() of a call by its name in `calls` (two
 *    entries may share a wire name, e.g. tradeInfo with and without a login); only the paths
 *    other than /app/v1/<name> are listed in it.
 * Types still come from the real package, so both sides stay checked against one source.
 */
export function contractRuntime(root: string): Plugin {
  let loaded: Promise<{ contract: Contract; dependencies: string[]; rules: SharedRules[] }> | null = null;
  let watched = new Set<string>();
  const load = () => {
    loaded ??= Promise.all([runnerImport<Contract>(CONTRACT, { configFile: false, root, logLevel: 'error' }), loadSharedRules(root)])
      .then(([{ module, dependencies }, rules]) => ({ contract: module, dependencies, rules }));
    return loaded;
  };

  return {
    name: 'contract-runtime',
    enforce: 'pre',
    resolveId(source) {
      if (source === CONTRACT || source === WIRE_PATHS) return `\0${source}`;
      if (source.startsWith(PART)) return source;
      return null;
    },
    watchChange(file) {
      // The contract changed: read it again on the next request.
      if (watched.has(file)) loaded = null;
    },
    async load(id) {
      if (id !== `\0${CONTRACT}` && id !== `\0${WIRE_PATHS}` && !id.startsWith(PART)) return null;
      const { contract, dependencies, rules } = await load();
      if (id.startsWith(PART)) {
        const name = id.slice(PART.length);
        return `export const ${name} = ${JSON.stringify((contract as Record<string, unknown>)[name])};\n`;
      }
      watched = new Set(dependencies);
      dependencies.forEach((file) => this.addWatchFile(file));
      if (id === `\0${WIRE_PATHS}`) {
        // Most calls are /app/v1/<name>: ship only the others, so a new call costs the entry nothing.
        const others = Object.fromEntries(Object.entries(contract.calls)
          .map(([name, call]) => [name, contract.wirePath(call)])
          .filter(([name, path]) => path !== `${PLAIN_PREFIX}${name}`));
        return `const others = ${JSON.stringify(others)};\nexport default (name) => others[name] ?? ${JSON.stringify(PLAIN_PREFIX)} + name;\n`;
      }
      const fromRules = new Set(rules.flatMap((module) => module.names));
      const reexports = rules.map((module) => `export { ${module.names.join(', ')} } from ${JSON.stringify(module.file)};\n`);
      const data = Object.entries(contract)
        .filter(([name, value]) => !fromRules.has(name) && isPlainData(value))
        .map(([name]) => `export { ${name} } from ${JSON.stringify(PART + name)};\n`);
      return [...reexports, ...data].join('');
    },
  };
}
