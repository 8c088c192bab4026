import { enPKCommon } from '../../shared/i18n/en-PK.ts';
import type { enPKPasswordField } from '../../shared/i18n/en-PK.password-field.ts';
import { initTexts, mergeCatalogues } from '../../shared/i18n/index.ts';
import type { AuthRegisterTexts, AuthTexts } from '../../features/auth/index.ts';
import { enPKCompliance } from '../../features/compliance/index.ts';
import type { LegalTexts } from '../../features/compliance/index.ts';
import { enPKGameScreens } from '../../features/games/index.ts';
import type { GameTexts } from '../../features/games/index.ts';
import type { InstallTexts } from '../../features/install/index.ts';
import type { AppUpdateTexts } from '../../features/app-updates/index.ts';
import { enPKKycScreens } from '../../features/kyc/index.ts';
import type { KycTexts } from '../../features/kyc/index.ts';
import { enPKMailScreens } from '../../features/mail/index.ts';
import type { MailTexts } from '../../features/mail/index.ts';
import { enPKLobby } from '../../features/lobby/index.ts';
import type { LobbyPageTexts } from '../../features/lobby/index.ts';
import { enPKPaymentScreens } from '../../features/payments/index.ts';
import { enPKProfileScreens } from '../../features/profile/index.ts';
import type { ProfileTexts } from '../../features/profile/index.ts';
import { enPKRewardScreens } from '../../features/rewards/index.ts';
import type { RewardTexts } from '../../features/rewards/index.ts';
import type { PaymentTexts } from '../../features/payments/index.ts';
import { enPKVipScreens } from '../../features/vip/index.ts';
import type { VipTexts } from '../../features/vip/index.ts';
import { enPKSaferPlayScreens } from '../../features/safer-play/index.ts';
import type { SaferPlayTexts } from '../../features/safer-play/index.ts';
import { enPKTaskScreens } from '../../features/tasks/index.ts';
import type { TaskTexts } from '../../features/tasks/index.ts';
import { enPKWalletScreens } from '../../features/wallet/index.ts';
import type { WalletTexts } from '../../features/wallet/index.ts';
import { enPKPromotionScreens } from '../../features/promotions/index.ts';
import type { PromotionTexts } from '../../features/promotions/index.ts';
import { enPKApp } from './en-PK.ts';
import type { enPKAppPages } from './en-PK.pages.ts';

/**
 * The texts loaded with the first screen, in the i18next resource shape: the shared words, each
 * feature's first-screen catalogue (with every screen's name), and the app download screen's name.
 * The account, wallet, payment, identity verification, game, install and legal texts, the lobby's
 * pages beyond home and the app's coming-soon and not-found pages' texts join when their screens load.
 */
export const firstScreenTexts = mergeCatalogues(
  enPKCommon, enPKCompliance, enPKLobby, enPKWalletScreens, enPKPaymentScreens, enPKKycScreens, enPKGameScreens, enPKRewardScreens, enPKVipScreens, enPKTaskScreens, enPKMailScreens, enPKProfileScreens, enPKSaferPlayScreens, enPKPromotionScreens, enPKApp,
);

/** The app's screen names, for its coming-soon page (which loads the names of the screens still to come). */
export type AppScreenKey = keyof typeof enPKApp.screens | keyof typeof enPKAppPages.screens;

/** Loads the first screen's texts; once, before anything renders. */
export function setUpTexts(): void {
  initTexts(firstScreenTexts);
}

// Every t('...') key is checked against the whole catalogue at compile time, the texts that
// load later included.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof firstScreenTexts & PaymentTexts & KycTexts & GameTexts & InstallTexts & AppUpdateTexts & { rewards: RewardTexts['rewards'] } & VipTexts & TaskTexts & MailTexts & ProfileTexts & SaferPlayTexts & AuthTexts & AuthRegisterTexts & LegalTexts & LobbyPageTexts & WalletTexts & PromotionTexts & typeof enPKAppPages & typeof enPKPasswordField };
  }
}
