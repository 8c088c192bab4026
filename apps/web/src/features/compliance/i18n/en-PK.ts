/**
 * English texts of the age notice (locale en-PK), loaded with the first screen; the legal pages'
 * texts load with those pages (./en-PK.legal.ts).
 */
export const enPKCompliance = {
  age: {
    title: 'Are you 21 or older?',
    body: '{{appName}} is only for players aged {{age}} and over. By continuing you confirm that you are at least {{age}} years old and that you are not barred from playing under our Terms of Use.',
    accept: 'Accept',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    badge: '{{age}}+',
  },
};
