/** Legal texts, the 21+ age notice, and the terms, privacy and about pages. */
import type { enPKLegal } from './i18n/en-PK.legal.ts';

export { AgeNotice } from './components/AgeNotice.tsx';
export { AgeBadge } from './components/AgeBadge.tsx';
export { TermsOfUse, PrivacyPolicy } from './components/LegalText.tsx';

export const compliancePages = {
  terms: () => import('./pages/TermsPage.tsx'),
  privacy: () => import('./pages/PrivacyPage.tsx'),
  about: () => import('./pages/AboutPage.tsx'),
};

/** The age notice's texts, loaded with the first screen; the legal pages' load with them (./texts.ts). */
export { enPKCompliance } from './i18n/en-PK.ts';
export type LegalTexts = typeof enPKLegal;
