/**
 * English texts of the terms, privacy and about pages (locale en-PK): they load with those pages
 * (../texts.ts), not with the first screen.
 */
export const enPKLegal = {
  legal: {
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    about: 'About',
    updated: 'Last updated {{date}}',
  },
};
