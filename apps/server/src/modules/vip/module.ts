import { defineModule } from '../../platform/module.ts';
import { DEFAULT_VIP_LEVELS } from './default-levels.ts';
import { experienceConsumer, EXPERIENCE_CONSUMER } from './experience.ts';
import type { VipFace } from './index.ts';
import { insertMissingLevels } from './level-store.ts';
import { vipExportPart } from './player-data.ts';
import { registerVipCalls } from './routes.ts';
import { createVipService } from './service.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    vip: VipFace;
  }
}

/** How often the experience job catches up with the feed: a bet shows on /profile/vip within a couple of seconds. */
const EXPERIENCE_INTERVAL_SECONDS = 2;

/**
 * VIP: the level table (seeded when missing), experience and levels from the wallet's transfer
 * feed, level-up and periodic rewards through the rewards module, and the levels the wallet's
 * balances show.
 */
export const vipModule = defineModule({
  name: 'vip',
  needs: ['wallet', 'rewards', 'accounts'],
  seed: (db) => insertMissingLevels(db, DEFAULT_VIP_LEVELS),
  create({ db, settingsCache, clock, events, log }, { wallet, rewards, accounts }): VipFace {
    const vip = createVipService({ db, settingsCache, clock, wallet, rewards, log });
    // vip, vipExp and userLevel of the user info and refreshData come from the VIP standing.
    wallet.useLevels((q, playerId) => vip.levelsOf(q, playerId));
    accounts.addExportPart('vip', vipExportPart);
    const experience = experienceConsumer({ clock, events, rewards, log });
    return { ...vip, experience, catchUp: () => wallet.transferFeed.catchUp(experience) };
  },
  routes(vip, { router }) {
    registerVipCalls(router, vip);
  },
  jobs: (vip) => [{ name: EXPERIENCE_CONSUMER, intervalSeconds: EXPERIENCE_INTERVAL_SECONDS, runAtStart: true, run: async () => { await vip.catchUp(); } }],
});
