/** The lobby's stored client state (§3): UI flags in local storage, per-visit flags in session storage. */
export const LobbyStorageKey = {
  /** The home promo video last chosen. */
  homeVideo: 'casino.homeVideo',
  /** Set when the player closed the header download banner. */
  downloadBannerClosed: 'casino.downloadBannerClosed',
} as const;

export const LobbySessionKey = {
  /** Set when the player closed the home notice modal: it stays closed for this visit. */
  noticeModalClosed: 'casino.noticeModalClosed',
} as const;
