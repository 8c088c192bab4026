import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE } from '@casino/contract';

/** Texts by nested key, as i18next keeps a namespace. */
export type Catalogue = { [key: string]: string | Catalogue };

type Intersection<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer I) => void ? I : never;

/** The catalogues laid one over the other, nested keys merged (`screens` comes from several features); the inputs are not changed. */
export function mergeCatalogues<const Parts extends readonly Catalogue[]>(...parts: Parts): Intersection<Parts[number]> {
  const merge = (target: Catalogue, source: Catalogue): Catalogue => {
    const result: Catalogue = { ...target };
    for (const [key, value] of Object.entries(source)) {
      const existing = result[key];
      result[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
    return result;
  };
  return parts.reduce<Catalogue>(merge, {}) as Intersection<Parts[number]>;
}

/** Screens' texts added before the catalogue was loaded (a module importing its screen early): added once it is. */
const early: Catalogue[] = [];

function addTexts(catalogue: Catalogue): void {
  i18n.addResourceBundle(LOCALE, 'translation', catalogue, true, true);
}

/** Loads the texts every screen may need before the first one renders (the app assembles them: app/i18n). */
export function initTexts(translation: Catalogue): void {
  void i18n.use(initReactI18next).init({
    lng: LOCALE,
    fallbackLng: 'en',
    resources: { [LOCALE]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  });
  for (const catalogue of early.splice(0)) addTexts(catalogue);
}

/**
 * A screen's texts that load with the screen, not with the first one: the returned function adds
 * them to the catalogue, once, the first time it is called.
 */
export function lazyTexts(catalogue: Catalogue): () => void {
  let added = false;
  return () => {
    if (added) return;
    if (i18n.isInitialized) addTexts(catalogue);
    else early.push(catalogue);
    added = true;
  };
}

export { i18n };
