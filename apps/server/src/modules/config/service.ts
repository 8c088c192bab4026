import type { AppConfig, Game, SiteConfig } from '@casino/contract';
import type { Db } from '../../platform/db.ts';
import { readSiteSettings } from './settings.ts';

/** The lobby's game list and its version; the catalog supplies the real one. */
export interface GameListSource {
  current(): Promise<{ version: number; games: Game[] }>;
}

export const emptyGameList: GameListSource = { current: async () => ({ version: 0, games: [] }) };

export interface AppConfigDeps {
  db: Db;
  site: SiteConfig;
  userRegisterCoin: number;
  gameResourceUrl: string;
  h5: { downloadType: number; downloadUrl: string };
  passwordPublicKey: string;
  games: GameListSource;
}

export type AppConfigService = (clientGameListVersion: number | undefined) => Promise<AppConfig>;

/**
 * The web/app config of §3. Site settings come from configuration at start (a restart, not a
 * rebuild, switches mode or registration type); lists owned by later capabilities are empty.
 */
export function createAppConfigService(deps: AppConfigDeps): AppConfigService {
  return async (clientGameListVersion) => {
    const [settings, gameList] = await Promise.all([readSiteSettings(deps.db), deps.games.current()]);
    const images = Object.entries(settings.genericImages);
    return {
      userRegisterCoin: deps.userRegisterCoin,
      gameResourceUrl: deps.gameResourceUrl,
      gameListVersion: gameList.version,
      // The client keeps its list while its version is current.
      ...(clientGameListVersion === gameList.version ? {} : { appGameList: gameList.games }),
      appGameTypeList: [],
      appRechargeTypeList: [],
      appRechargeTypeMap: {},
      appGamePlatformList: [],
      appUserLevelConfigList: [],
      appGenericImgList: images.map(([uniqueKey, img]) => ({ uniqueKey, img })),
      appGenericImg: Object.fromEntries(images.map(([key, imgUrl]) => [key, { imgUrl }])),
      socialMedia: JSON.stringify(settings.socialMedia),
      appPromotionalVideoList: [],
      appLobbyAdConfigList: [],
      appNoticeConfigList: [],
      appPropConfigMap: {},
      mode: deps.site.mode,
      h5: { ...deps.h5, url: settings.h5Urls },
      site: deps.site,
      passwordPublicKey: deps.passwordPublicKey,
    };
  };
}
