/**
 * English texts of the add-to-home-screen prompts (§2). They are added to the catalogue when the
 * lobby home loads them (features/install/texts.ts; docs/decisions/052).
 */
export const enPKInstall = {
  install: {
    promptTitle: 'Install {{appName}}',
    promptBody: 'Add the app to your home screen: it opens full screen, straight into the lobby.',
    promptAction: 'Install',
    notNow: 'Not now',
    iosTitle: 'Add {{appName}} to your Home Screen',
    iosBodyBefore: 'Tap',
    iosShareLabel: 'Share',
    iosBodyAfter: 'in the Safari toolbar, then choose Add to Home Screen.',
    chromeTitle: 'Install {{appName}} from Chrome',
    chromeBody: 'This browser cannot install the app. Open this page in Chrome and choose Install app to add it to your home screen.',
    gotIt: 'Got it',
  },
};
