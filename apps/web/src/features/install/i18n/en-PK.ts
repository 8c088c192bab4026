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
    page: {
      title: 'Get the {{appName}} app',
      lead: 'Play straight from your home screen, full screen, with updates arriving on their own.',
      packageTitle: 'Android app',
      downloadAction: 'Download the app',
      noPackage: 'The app package is not available for download at the moment. You can still install the web app below.',
      webAppTitle: 'Web app',
      installAction: 'Install the web app',
      installed: 'You are using the installed {{appName}} app.',
      browserMenu: 'Open your browser menu and choose Install app or Add to Home screen.',
    },
  },
};
