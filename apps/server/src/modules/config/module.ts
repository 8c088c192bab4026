import { defineModule } from '../../platform/module.ts';
import { appPropConfigMap } from '../rewards/index.ts';
import type { ConfigFace } from './index.ts';
import { registerConfigCalls } from './routes.ts';
import { createConfigService } from './service.ts';
import { seedSiteSettings } from './settings.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    config: ConfigFace;
  }
}

export const configModule = defineModule({
  name: 'config',
  needs: ['accounts', 'lobby', 'payments', 'rewards', 'vip', 'promotions'],
  seed: seedSiteSettings,
  create({ config, db, settingsCache, passwordKey }, { accounts, lobby, payments, rewards, vip, promotions }) {
    return createConfigService({
      db, settingsCache, site: config.site, userRegisterCoin: config.userRegisterCoin, gameResourceUrl: config.gameResourceUrl,
      h5: config.h5, appUpdate: { minClientVersion: config.minClientVersion, appDownloadBonus: config.appDownloadBonus },
      passwordPublicKey: passwordKey.publicKeySpki,
      games: { current: lobby.catalog }, lobbyContent: lobby.lobbyContent, userLevels: () => vip.levelThresholds(),
      rechargeTypes: payments.rechargeTypes,
      props: async () => appPropConfigMap(await rewards.propConfigs()),
      inviteConditions: () => promotions.inviteConditions(),
      userInfo: (playerId) => accounts.userInfo(playerId),
      lineLogin: accounts.line?.settings ?? null,
    });
  },
  routes(config, { router }) {
    registerConfigCalls(router, config);
  },
});
