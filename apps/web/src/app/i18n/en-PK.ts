/**
 * English names of the app's screens the first screen's catalogue keeps (locale en-PK): the app
 * download page's, which the install feature shows. The coming-soon page's names load with it
 * (./en-PK.pages.ts).
 */
export const enPKApp = {
  screens: {
    apkdownload: 'App download',
  },
};
