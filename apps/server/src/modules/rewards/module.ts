import { defineModule } from '../../platform/module.ts';
import type { RewardsFace } from './index.ts';
import { rewardsExportPart } from './player-data.ts';
import { seedPropConfigs } from './prop-config.ts';
import { registerRewardCalls } from './routes.ts';
import { createRewardsService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    rewards: RewardsFace;
  }
}

/** Rewards: grants, claim records, the item bag, prop settings, coupons used on deposits. */
export const rewardsModule = defineModule({
  name: 'rewards',
  needs: ['wallet', 'accounts'],
  seed: (db) => seedPropConfigs(db),
  create(ctx, { wallet, accounts }): RewardsFace {
    accounts.addExportPart('rewards', rewardsExportPart);
    return createRewardsService({ db: ctx.db, settingsCache: ctx.settingsCache, clock: ctx.clock, wallet });
  },
  routes(rewards, { router }) {
    registerRewardCalls(router, rewards);
  },
  subscribe(rewards, on) {
    // In the deposit's transaction: the coupon's bonus commits with the deposit or not at all.
    on('depositCredited', async (tx, e) => {
      await rewards.applyCoupon(tx, e);
    });
  },
});
