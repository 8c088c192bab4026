/**
 * The translation runtime the app bundles in place of the i18next package (see vite.config.ts):
 * the part of its API this app uses (one language loaded up front, nested keys, {{value}}
 * interpolation, count plurals with _one/_other suffixes) in a few hundred bytes instead of
 * i18next's 15 KB, which every visit paid for before the first screen. Types still come from the
 * i18next package, so every key stays checked against the catalogue.
 */
type Catalogue = { [key: string]: string | Catalogue };
type Options = Record<string, unknown> & { count?: number; defaultValue?: string };

interface InitOptions {
  lng: string;
  fallbackLng?: string | false;
  resources: Record<string, { translation: Catalogue }>;
}

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

function find(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `target` with `source` laid over it, nested catalogues merged; neither input is changed. */
function merged(target: Catalogue, source: Catalogue): Catalogue {
  const result: Catalogue = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = typeof value === 'object' && typeof existing === 'object' ? merged(existing, value) : value;
  }
  return result;
}

function interpolate(text: string, options: Options): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language = '';
  isInitialized = false;
  private languages: string[] = [];
  private catalogues: Catalogue[] = [];
  private plurals: Intl.PluralRules | null = null;

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions & Record<string, unknown>): Promise<Translator['t']> {
    this.language = options.lng;
    const languages = [options.lng, ...(options.fallbackLng ? [options.fallbackLng] : [])];
    this.languages = languages.filter((language) => options.resources[language] !== undefined);
    this.catalogues = this.languages.map((language) => options.resources[language]!.translation);
    this.plurals = new Intl.PluralRules(options.lng);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** Adds texts to a loaded language, like i18next's: a screen loaded later brings its own. */
  addResourceBundle(lng: string, _ns: string, resources: Catalogue): this {
    const index = this.languages.indexOf(lng);
    if (index >= 0) this.catalogues[index] = merged(this.catalogues[index]!, resources);
    return this;
  }

  /** The text of `key` (the key itself when the catalogue has none), like i18next's t. */
  t = (key: string | string[], optionsOrDefault?: Options | string): string => {
    const options: Options = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : (optionsOrDefault ?? {});
    const keys = Array.isArray(key) ? key : [key];
    for (const candidate of keys) {
      const text = this.lookup(candidate, options.count);
      if (text !== undefined) return interpolate(text, options);
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : keys[keys.length - 1] ?? '';
  };

  private lookup(key: string, count: number | undefined): string | undefined {
    for (const catalogue of this.catalogues) {
      if (typeof count === 'number' && this.plurals) {
        const plural = find(catalogue, `${key}_${this.plurals.select(count)}`);
        if (plural !== undefined) return plural;
      }
      const text = find(catalogue, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }
}

const i18n = new Translator();
export default i18n;
