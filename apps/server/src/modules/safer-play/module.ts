import { calls } from '@casino/contract';
import type { SaferPlay } from '@casino/contract';
import { defineModule } from '../../platform/module.ts';
import { createExclusions } from './exclusions.ts';
import type { SaferPlayFace } from './index.ts';
import { createLimits } from './limits.ts';
import { saferPlayExportPart } from './player-data.ts';
import { registerExclusionCalls, registerLimitCalls } from './routes.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    'safer-play': SaferPlayFace;
  }
}

/**
 * Safer play (docs/decisions/065): limits, the reality check, time-outs, self-exclusions and the
 * restricted-persons list. Adds `exclusion` to the user info; refuses through the guards of
 * payments (deposits), play (launch), rewards (claims) and mail (sends to everyone), and the
 * gateway's bet statement checks the limits (migration 702).
 */
export const saferPlayModule = defineModule({
  name: 'safer-play',
  needs: ['accounts', 'audit', 'payments', 'play', 'rewards', 'mail', 'kyc'],
  create({ db, clock }, needs): SaferPlayFace {
    const exclusions = createExclusions({ db, clock, audit: needs.audit, kyc: needs.kyc });
    const limits = createLimits({ db, clock, audit: needs.audit });
    needs.accounts.addUserInfoPart(async (q, playerId) => ({ exclusion: await exclusions.blockOf(q, playerId) }));
    needs.accounts.addExportPart('saferPlay', saferPlayExportPart);
    // A block is told before a limit: it is the reason that lasts longer.
    needs.payments.deposits.addGuard((q, playerId) => exclusions.checkDeposit(q, playerId));
    needs.payments.deposits.addGuard(limits.depositGuard);
    needs.play.launcher.addGuard((q, playerId) => exclusions.checkPlay(q, playerId));
    needs.play.launcher.addGuard(limits.launchGuard);
    needs.rewards.addClaimGuard((tx, playerId) => exclusions.checkClaim(tx, playerId));
    needs.mail.sender.addRecipientFilter((q, at) => exclusions.blockedPlayers(q, at));
    const view = async (playerId: number): Promise<SaferPlay> => {
      const now = clock.now();
      const { running, block, timeOutDurations, selfExclusionDurations } = await exclusions.view(db, playerId, now);
      return { running, block, ...(await limits.view(db, playerId, now)), timeOutDurations, selfExclusionDurations };
    };
    return { exclusions, limits, view };
  },
  routes(saferPlay, { router }) {
    router.player(calls.getSaferPlay, (_input, ctx) => saferPlay.view(ctx.session.playerId));
    registerExclusionCalls(router, saferPlay.exclusions, saferPlay.view);
    registerLimitCalls(router, saferPlay.limits, saferPlay.view);
  },
  subscribe({ exclusions }, on) {
    // §6: the declaration made at registration, with its time.
    on('playerRegistered', async (tx, e) => {
      if (e.payload.declaration === true) await exclusions.recordDeclaration(tx, e.playerId, e.at, String(e.payload.via ?? 'register'));
    });
    // The restricted list changes: an identity verified before is checked again at every login.
    on('playerLoggedIn', async (tx, e) => {
      await exclusions.screenAtLogin(tx, e.playerId);
    });
    on('kycSubmitted', async (tx, e) => {
      await exclusions.screen(tx, e.playerId, { fullName: e.fullName, birthDate: e.birthDate, idNumber: e.idNumber }, 'kyc');
      await exclusions.flagDuplicateIdNumber(tx, { playerId: e.playerId, submissionId: e.submissionId, idNumber: e.idNumber, at: e.at });
    });
  },
});
