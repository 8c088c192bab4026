/** Every key the app keeps in localStorage or sessionStorage (§3), in one place. */
export const StorageKey = {
  /** The access token, mirrored from memory. */
  accessToken: 'casino.accessToken',
  /** The persisted user store (user info, token mirror, likes, history, bank list). */
  gameUser: 'casino.gameUser',
  /** The web/app config, including site configuration. */
  webConfig: 'casino.webConfig',
  /** An app id given to this install (falls back to the default app id). */
  appId: 'casino.appId',
  /** A random fingerprint sent as X-Device-Id. */
  deviceId: 'casino.deviceId',
  /** Saved login credentials: account and obfuscated password. */
  savedCredentials: 'casino.savedCredentials',
  /** The per-install key used to obfuscate the saved password. */
  credentialKey: 'casino.credentialKey',
  /** Set once the player accepted the 21+ age notice. */
  ageAccepted: 'casino.ageProcess',
  /** When the add-to-home-screen install prompt was last shown (ms since epoch), §4. */
  installPromptAt: 'casino.installPromptAt',
  /** How the install prompt ended: 'accepted', 'dismissed', or 'installed' once the app was installed. */
  installOutcome: 'casino.installOutcome',
  /** Set once the iOS Safari add-to-home-screen hint was shown. */
  iosInstallHintSeen: 'casino.iosInstallHintSeen',
  /** Set once the "install from Chrome" hint was shown on another Android browser. */
  chromeInstallHintSeen: 'casino.chromeInstallHintSeen',
  /** The VIP level each player was last seen at on this device: the level-up notice shows once per level. */
  vipLevelSeen: 'casino.vipLevelSeen',
  /** §3/§4 recharge-update marker: set when this device saw the player's deposits grow; with totalRecharge above 0 it opens the app-download sheet. */
  rechargeUpdate: 'casino.rechargeUpdate',
  /** §4: when this device first entered the login screen (ms since epoch); first_enter_loginmenu is sent once. */
  firstEnterLoginMenu: 'casino.firstEnterLoginMenu',
} as const;

export const SessionKey = {
  /** Whether the agreement sheet is open (green mode), per §2. */
  agreementSheet: 'agree_green',
  /** The LINE sign-in under way: the state to check on return, the invite code and where to go after. */
  lineLogin: 'casino.lineLogin',
  /** Set by a registration: the next lobby offers a deposit limit once (safer play). */
  limitsOffer: 'casino.limitsOffer',
  /** The break notice the player dismissed (kind and end), so it stays away for this tab. */
  exclusionNoticeDismissed: 'casino.exclusionNoticeDismissed',
  /** The query of the session's entry address, kept for its §3 ad parameters (afuid, install_referrer ...): the registration's attribution. */
  adParams: 'casino.adParams',
} as const;
