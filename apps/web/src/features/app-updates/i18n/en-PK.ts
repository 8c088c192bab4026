/**
 * English texts of the offline notice, the update prompt and the forced-update sheet (§2, §4;
 * docs/decisions/070). They load with those notices (features/app-updates/texts.ts).
 */
export const enPKAppUpdates = {
  appUpdates: {
    offline: 'You are offline. Screens you have opened still work; the rest comes back with the connection.',
    updateReady: 'A new version is available',
    reload: 'Reload',
    forcedTitle: 'Update required',
    forcedBody: 'This version of {{appName}} is no longer supported. Update to keep playing: it takes a moment and keeps you signed in.',
    forcedVersion: 'Your version {{version}} · required {{minimum}}',
    updateNow: 'Update now',
    updating: 'Updating…',
    bonusTitle: 'Get the {{appName}} app',
    bonusBody: 'Install the app and get an extra bonus of {{amount}} coins.',
    bonusAction: 'Get the app +{{amount}}',
    later: 'Later',
    bonusGranted: '+{{amount}} app bonus added',
    errors: {
      noDeposit: 'The app bonus is for players who have made a deposit.',
      bonusOff: 'The app bonus is not offered at the moment.',
    },
  },
};
