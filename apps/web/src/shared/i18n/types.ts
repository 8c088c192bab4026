import type { enPK } from './en-PK.ts';
import type { enPKGames } from './en-PK.games.ts';
import type { enPKInstall } from './en-PK.install.ts';
import type { enPKKyc } from './en-PK.kyc.ts';
import type { enPKPayments } from './en-PK.payments.ts';

// Makes every t('...') key checked against the catalogue at compile time; the game screens'
// texts join the catalogue when those screens load (en-PK.games.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enPK & typeof enPKGames & typeof enPKPayments & typeof enPKKyc & typeof enPKInstall };
  }
}
