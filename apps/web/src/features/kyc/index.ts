/**
 * Identity verification (KYC): the status and details form (/walletsKyc) and the photo upload
 * (/walletsKycUpload). The route tables take the screens from the registry here, each page
 * loaded when first visited.
 */
import type { enPKKyc } from './i18n/en-PK.ts';

/** The screens: paths, lazy pages, names and who may open them; and where they live, for other features' links (the withdraw page's KYC notice). */
export { kycRoutes } from './routes.ts';
export { kycPaths } from './paths.ts';

/** The screens' names load with the first screen; their texts load with them (./texts.ts). */
export { enPKKycScreens } from './i18n/en-PK.screens.ts';
export type KycTexts = typeof enPKKyc;
