import { defineModule } from '../../platform/module.ts';
import type { WalletFace } from './index.ts';
import { walletClosureCheck, walletExportPart } from './player-data.ts';
import { registerWalletCalls } from './routes.ts';
import { createWalletService } from './service.ts';
import { createTransferFeed } from './transfer-feed.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    wallet: WalletFace;
  }
}

/**
 * The wallet: the ledger and everything that moves coins and points. It adds the balances to
 * the user info, credits the sign-up coins inside the registration's transaction, and answers
 * refreshData and the wallet calls.
 */
export const walletModule = defineModule({
  name: 'wallet',
  needs: ['accounts'],
  create(ctx, needs): WalletFace {
    const { db, clock, passwordKey } = ctx;
    const wallet = createWalletService({ db, clock, decryptPassword: (cipher) => passwordKey.decrypt(cipher) });
    // coin, lottery, safebox, vip, vipExp, userLevel, bet and hasSafeboxPassword of the user info.
    needs.accounts.addUserInfoPart((q, playerId) => wallet.readBalances(playerId, q));
    needs.accounts.addExportPart('wallet', walletExportPart(wallet));
    needs.accounts.addClosureCheck(walletClosureCheck);
    return { ...wallet, transferFeed: createTransferFeed({ db, clock }) };
  },
  routes(wallet, { router }) {
    registerWalletCalls(router, { wallet });
  },
  subscribe(wallet, on, ctx) {
    // USER_REGISTER_COIN, in the registration's transaction: a player never exists without it.
    on('playerRegistered', async (tx, event) => {
      await wallet.creditSignUpBonus(tx, event.playerId, ctx.config.userRegisterCoin);
    });
  },
});
