/**
 * The React side of the bundled translation runtime (see ./i18next.ts): the language is loaded
 * before the first render and never changes, so the hook hands out one shared t.
 */
import type { ReactNode } from 'react';
import i18n from './i18next.ts';

export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

const translation = { t: i18n.t, i18n, ready: true };

export function useTranslation(): typeof translation {
  return translation;
}

export function I18nextProvider({ children }: { i18n?: unknown; children?: ReactNode }): ReactNode {
  return children;
}
