/** Legal texts, the 21+ age notice, and the terms, privacy and about pages. */
export { AgeNotice } from './components/AgeNotice.tsx';
export { AgeBadge } from './components/AgeBadge.tsx';
export { TermsOfUse, PrivacyPolicy } from './components/LegalText.tsx';

export const compliancePages = {
  terms: () => import('./pages/TermsPage.tsx'),
  privacy: () => import('./pages/PrivacyPage.tsx'),
  about: () => import('./pages/AboutPage.tsx'),
};

/** The age notice's and legal pages' texts, loaded with the first screen. */
export { enPKCompliance } from './i18n/en-PK.ts';
