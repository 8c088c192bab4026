import type { AppConfig, CustomerServiceConfig, Game, GameBrand, PromoViewer, SiteConfig, UserInfo } from '@casino/contract';
import type { Db } from '../../platform/db.ts';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import { createRuntimeSettings } from './runtime-settings.ts';
import type { RuntimeSettingsDesk } from './runtime-settings.ts';
import { readSiteSettings } from './settings.ts';

/** The lobby's catalog at one game list version; the lobby module supplies the real one. */
export interface GameListSource {
  current(): Promise<{
    version: number;
    games: Game[];
    types: AppConfig['appGameTypeList'];
    platforms: AppConfig['appGamePlatformList'];
    brands: GameBrand[];
  }>;
}

/** Banners, notices, videos and customer service as one viewer is shown them. */
export interface LobbyContentSource {
  (viewer: PromoViewer): Promise<{
    banners: AppConfig['appLobbyAdConfigList'];
    notices: AppConfig['appNoticeConfigList'];
    videos: AppConfig['appPromotionalVideoList'];
    customerService: CustomerServiceConfig;
  }>;
}

export const emptyGameList: GameListSource = { current: async () => ({ version: 0, games: [], types: [], platforms: [], brands: [] }) };
export const emptyLobbyContent: LobbyContentSource = async () => ({
  banners: [], notices: [], videos: [], customerService: { appCustomerServiceQueue: [], serviceUrl: '', lcChatServiceUrl: '' },
});

/** A visitor without a login: no phone bound, no activity active. */
export const GUEST_VIEWER: PromoViewer = { mobileBound: false, activeActivityIds: [] };

export interface AppConfigDeps {
  db: Db;
  /** Keeps the site settings read between requests until they change. */
  settingsCache: SettingsCache;
  site: SiteConfig;
  userRegisterCoin: number;
  gameResourceUrl: string;
  h5: { downloadType: number; downloadUrl: string };
  /** MIN_CLIENT_VERSION ('' for none) and the app-download bonus (hundredths) the forced-update sheet shows. */
  appUpdate?: { minClientVersion: string; appDownloadBonus: number };
  passwordPublicKey: string;
  games: GameListSource;
  lobbyContent: LobbyContentSource;
  /** VIP level thresholds (the VIP module's level table). */
  userLevels: () => Promise<ReadonlyArray<{ level: number; betAmount: number }>>;
  /** Deposit channels (§3 appRechargeTypeList and appRechargeTypeMap); none when absent. */
  rechargeTypes?: Pick<AppConfig, 'appRechargeTypeList' | 'appRechargeTypeMap'>;
  /** The LINE login the app may offer (accounts' LINE channel); none when absent. */
  lineLogin?: AppConfig['lineLogin'];
  /** §3 appPropConfigMap (the rewards module's prop settings); empty when absent. */
  props?: () => Promise<AppConfig['appPropConfigMap']>;
  /** §3 invite conditions (the promotions module's running spin wheel); none when absent. */
  inviteConditions?: () => Promise<NonNullable<AppConfig['actInviteConditionModelClient2List']>>;
}

export type AppConfigService = (clientGameListVersion: number | undefined, viewer?: PromoViewer) => Promise<AppConfig>;

/**
 * The web/app config of §3. Site settings come from configuration at start (a restart, not a
 * rebuild, switches mode or registration type), with the overrides the console stores (support
 * e-mail, download banner) read again once they change; the lobby lists from the catalog tables,
 * the banners and notices already filtered for the viewer; the recharge types from the payments
 * module; the props from the rewards module.
 */
export function createAppConfigService(deps: AppConfigDeps): AppConfigService {
  return async (clientGameListVersion, viewer = GUEST_VIEWER) => {
    const [settings, catalog, content, props, userLevels, inviteConditions] = await Promise.all([
      deps.settingsCache.read('site_settings', readSiteSettings), deps.games.current(), deps.lobbyContent(viewer), deps.props?.() ?? {},
      deps.userLevels(), deps.inviteConditions?.() ?? [],
    ]);
    const images = Object.entries(settings.genericImages);
    return {
      userRegisterCoin: deps.userRegisterCoin,
      gameResourceUrl: deps.gameResourceUrl,
      gameListVersion: catalog.version,
      // The client keeps its list while its version is current.
      ...(clientGameListVersion === catalog.version ? {} : { appGameList: catalog.games }),
      appGameTypeList: catalog.types,
      appRechargeTypeList: deps.rechargeTypes?.appRechargeTypeList ?? [],
      appRechargeTypeMap: deps.rechargeTypes?.appRechargeTypeMap ?? {},
      appGamePlatformList: catalog.platforms,
      appGameBrandList: catalog.brands,
      appUserLevelConfigList: userLevels.map(({ level, betAmount }) => ({ level, betAmount })),
      appGenericImgList: images.map(([uniqueKey, img]) => ({ uniqueKey, img })),
      appGenericImg: Object.fromEntries(images.map(([key, imgUrl]) => [key, { imgUrl }])),
      socialMedia: JSON.stringify(settings.socialMedia),
      appPromotionalVideoList: content.videos,
      appLobbyAdConfigList: content.banners,
      appNoticeConfigList: content.notices,
      appPropConfigMap: props,
      ...(inviteConditions.length > 0 ? { actInviteConditionModelClient2List: inviteConditions } : {}),
      mode: deps.site.mode,
      h5: { ...deps.h5, ...settings.h5Download, url: settings.h5Urls },
      minClientVersion: deps.appUpdate?.minClientVersion ?? '',
      appDownloadBonus: deps.appUpdate?.appDownloadBonus ?? 0,
      customerService: content.customerService,
      lineLogin: deps.lineLogin ?? null,
      // The support address an admin set in the console wins over the deployment's (decision 067).
      site: settings.supportEmail === undefined ? deps.site : { ...deps.site, supportEmail: settings.supportEmail },
      passwordPublicKey: deps.passwordPublicKey,
    };
  };
}

/** The app config as one player sees it, with their user info (getAfterLoginInfoWeb). */
export type AfterLoginInfo = AppConfig & { user: UserInfo };

export interface ConfigService {
  /** appConfig: for a client holding game list version v, as a visitor without a login sees it. */
  appConfig: AppConfigService;
  /** getAfterLoginInfoWeb: the player's user info, and the app config with banners and notices filtered for them. */
  afterLoginInfo(playerId: number, clientGameListVersion: number | undefined): Promise<AfterLoginInfo>;
  /** The settings the operator console changes at run time, and the footer's social links (decision 067). */
  siteSettings: RuntimeSettingsDesk;
}

export function createConfigService(deps: AppConfigDeps & { userInfo(playerId: number): Promise<UserInfo> }): ConfigService {
  const appConfig = createAppConfigService(deps);
  return {
    appConfig,
    siteSettings: createRuntimeSettings({ db: deps.db, supportEmail: deps.site.supportEmail, h5: deps.h5 }),
    async afterLoginInfo(playerId, clientGameListVersion) {
      const user = await deps.userInfo(playerId);
      // No activities exist yet: none is active for anyone.
      const config = await appConfig(clientGameListVersion, { mobileBound: user.mobile !== '', activeActivityIds: [] });
      return { ...config, user };
    },
  };
}
