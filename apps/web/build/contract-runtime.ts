import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type * as ContractModule from '@casino/contract';

type Contract = typeof ContractModule;

const CONTRACT = '@casino/contract';
const WIRE_PATHS = 'virtual:wire-paths';

/** Plain data only: numbers, strings, booleans, null, and arrays/objects made of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value as object).every(isPlainData);
}

/**
 * The web app takes its constants, enums and call paths from the contract, but not the
 * schemas: they would ship the schema library to every player for checks the server makes.
 * At build time this loads the real contract and serves the app two generated modules:
 *  - '@casino/contract': every plain-data export (constants, errcodes, PUBLIC_CALLS, ...);
 *    importing a schema or function from the app fails the build with a missing export;
 *  - 'virtual:wire-paths': wirePath() of every call.
 * Types still come from the real package, so both sides stay checked against one source.
 */
export function contractRuntime(root: string): Plugin {
  let loaded: Promise<{ contract: Contract; dependencies: string[] }> | null = null;
  let watched = new Set<string>();
  const load = () => {
    loaded ??= runnerImport<Contract>(CONTRACT, { configFile: false, root, logLevel: 'error' })
      .then(({ module, dependencies }) => ({ contract: module, dependencies }));
    return loaded;
  };

  return {
    name: 'contract-runtime',
    enforce: 'pre',
    resolveId(source) {
      if (source === CONTRACT || source === WIRE_PATHS) return `\0${source}`;
      return null;
    },
    watchChange(file) {
      // The contract changed: read it again on the next request.
      if (watched.has(file)) loaded = null;
    },
    async load(id) {
      if (id !== `\0${CONTRACT}` && id !== `\0${WIRE_PATHS}`) return null;
      const { contract, dependencies } = await load();
      watched = new Set(dependencies);
      dependencies.forEach((file) => this.addWatchFile(file));
      if (id === `\0${WIRE_PATHS}`) {
        const paths = Object.fromEntries(Object.values(contract.calls).map((call) => [call.name, contract.wirePath(call)]));
        return `export default ${JSON.stringify(paths)};\n`;
      }
      return Object.entries(contract)
        .filter(([, value]) => isPlainData(value))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
  };
}
