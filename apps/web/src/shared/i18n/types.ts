import type { enPK } from './en-PK.ts';

// Makes every t('...') key checked against the catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enPK };
  }
}
