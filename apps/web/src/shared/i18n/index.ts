import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE } from '@casino/contract';
import { enPK } from './en-PK.ts';
import './types.ts';

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: 'en',
  resources: { [LOCALE]: { translation: enPK } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
});

export { i18n };
