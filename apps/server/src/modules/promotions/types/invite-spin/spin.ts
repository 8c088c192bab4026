import { pickWeighted } from '@casino/games';
import type { InviteSpinSettings as Settings } from '@casino/contract';
import { qualifiedInvitees, qualifyingSince } from '../../referral-rules.ts';
import { activityRefusal } from '../../refusals.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { SPIN_REFUSALS, credit, spinRefusal, spinRound, spinsEarned } from './rules.ts';
import { lockWheel, recordSpin } from './wheel-store.ts';
import type { StoredSpin } from './wheel-store.ts';

/**
 * One spin, in one transaction: the player's wheel is locked first (the spins of one player pass
 * one at a time), the spins earned are counted from the qualified invitees in the same
 * transaction, then the draw takes the next nonce of the player's house seed pair and picks the
 * segment by weight; the spin keeps the pair's commitment, the nonce, the weights and the index.
 */
export async function spinOnce(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<{ spin: StoredSpin }> {
  const settings = instance.settings;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const wheel = await lockWheel(tx, instance.id, playerId, now);
    const invitees = await ctx.invitees(playerId, tx);
    const qualified = qualifiedInvitees(invitees, { since: qualifyingSince(instance), qualifyingDeposit: settings.qualifyingDeposit }).length;
    const refusal = spinRefusal(wheel, spinsEarned(settings, qualified));
    if (refusal) throw activityRefusal(SPIN_REFUSALS[refusal]);

    const round = spinRound(settings, wheel, now, instance.endsAt);
    const weights = settings.segments.map((segment) => segment.weight);
    const draw = await ctx.fairDraw(tx, playerId, 1);
    const index = pickWeighted(draw.floats[0]!, weights);
    const amount = settings.segments[index]!.amount;
    const credited = credit(settings.target, round.accumulatedBefore, amount);
    const accumulated = round.accumulatedBefore + credited;
    const spin = await recordSpin(tx, {
      instanceId: instance.id, playerId, spinNo: wheel.spinsUsed + 1, round: round.round, seedId: draw.seedId, nonce: draw.nonce,
      serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, weights, amounts: settings.segments.map((segment) => segment.amount),
      index, amount, credited, at: now,
    }, { roundEndsAt: round.roundEndsAt, accumulated, reachedAt: accumulated >= settings.target ? now : null });
    return { spin };
  });
}
