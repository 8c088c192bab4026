import { ActivityType, InviteSpinSettings, ItemId, calls } from '@casino/contract';
import type { InviteSpinRecord, InviteSpinSettings as Settings } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { qualifiedInvitees, qualifyingSince } from '../../referral-rules.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { SPIN_REFUSALS, exchangeRefusal, statusOf, visible } from './rules.ts';
import type { InviteSpinEntry } from './rules.ts';
import { spinOnce } from './spin.ts';
import { listSpins, lockWheel, readWheel } from './wheel-store.ts';
import type { StoredSpin } from './wheel-store.ts';

const COIN = 100;

export const INVITE_SPIN_RULES = [
  'Spin the wheel to collect cash towards the target. Every player gets a free spin; each friend you invite earns you more spins once they qualify: registered through your link after the event started, with a mobile number bound and deposits of at least the amount shown.',
  'A round starts with its first spin and lasts the hours shown. Reach the target within the round and exchange it for coins; winnings short of the target when the round ends are lost, and your next spin starts a new round.',
  'A spin never adds more than the round still needs. The odds of every segment are shown on the wheel\'s page, and every spin is provably fair: rotate your seed pair to verify it.',
  'Limited to new players only: friends who share a device with you or with another account do not count. One account per player.',
].join('\n\n');

/** The seed's wheel: 8 segments, 1,000 weights in all, a spin is worth 4.08 on average against a 100.00 target. */
const SEED_SETTINGS: Settings = {
  target: 100 * COIN, windowHours: 72, freeSpins: 1, spinsPerInvitee: 3, qualifyingDeposit: 100 * COIN, betRate: 1,
  segments: [
    { amount: 100 * COIN, weight: 1 }, { amount: 50 * COIN, weight: 4 }, { amount: 20 * COIN, weight: 30 }, { amount: 10 * COIN, weight: 120 },
    { amount: 5 * COIN, weight: 220 }, { amount: 2 * COIN, weight: 300 }, { amount: 1 * COIN, weight: 225 }, { amount: 50, weight: 100 },
  ],
};

/** The player's invitees, all and qualified (decision 082), read in the caller's transaction when given one. */
export async function inviteeCounts(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, q?: Queryable): Promise<{ all: number; qualified: number }> {
  const invitees = await ctx.invitees(playerId, q);
  const qualified = qualifiedInvitees(invitees, { since: qualifyingSince(instance), qualifyingDeposit: instance.settings.qualifyingDeposit });
  return { all: invitees.length, qualified: qualified.length };
}

/** A spin as the player sees it: its seed shown once the pair is revealed. */
export const spinView = (spin: StoredSpin, serverSeed: string | null): InviteSpinRecord => ({
  id: spin.id, at: spin.at.getTime(), round: spin.round, index: spin.index, amount: spin.amount, credited: spin.credited, seedId: spin.seedId,
  nonce: spin.nonce, serverSeedHash: spin.serverSeedHash, clientSeed: spin.clientSeed, weights: spin.weights, serverSeed,
});

export const inviteSpinType = promotionType<Settings, InviteSpinEntry>({
  type: ActivityType.InviteUserSpin,
  name: 'Invite spin',
  settings: InviteSpinSettings,
  seed: { title: 'Spin to win 100.00', rules: INVITE_SPIN_RULES, sort: 20, settings: SEED_SETTINGS },
  visible: () => visible(),

  routes(router, ctx) {
    const status = async (instance: TypedInstance<Settings>, playerId: number) => {
      const [wheel, invitees] = await Promise.all([readWheel(ctx.db, instance.id, playerId), inviteeCounts(ctx, instance, playerId)]);
      return statusOf(instance.id, instance.settings, wheel, invitees, ctx.clock.now());
    };

    router.player(calls.actInviteUser, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.InviteUserSpin, input.instanceId);
      const s = instance.settings;
      return {
        wheel: {
          instanceId: instance.id, title: instance.title, endTime: instance.endsAt ? instance.endsAt.getTime() : -1, target: s.target,
          windowHours: s.windowHours, segments: s.segments.map((segment) => ({ ...segment })), freeSpins: s.freeSpins,
          spinsPerInvitee: s.spinsPerInvitee, qualifyingDeposit: s.qualifyingDeposit, betRate: s.betRate,
        },
        status: await status(instance, call.session.playerId),
      };
    });

    router.player(calls.actInviteUserStatus, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.InviteUserSpin, input.instanceId);
      return { status: await status(instance, call.session.playerId) };
    });

    router.player(calls.actInviteUserRecord, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.InviteUserSpin, input.instanceId);
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 20;
      const { list, total } = await listSpins(ctx.db, instance.id, playerId, page, pageSize);
      const seeds = await ctx.revealedSeeds(playerId, [...new Set(list.map((spin) => spin.seedId))]);
      return { list: list.map((spin) => spinView(spin, seeds.get(spin.seedId) ?? null)), total, page, pageSize };
    });

    router.player(calls.actInviteUserSpin, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.InviteUserSpin, input.instanceId);
      const spun = await spinOnce(ctx, instance, playerId);
      return { spin: spinView(spun.spin, null), status: await status(instance, playerId) };
    });

    router.player(calls.actInviteUserExchange, async (input, call) => {
      const playerId = call.session.playerId;
      // A round that reached its target while the instance ran stays exchangeable after the end.
      const named = input.instanceId ?? (await ctx.instanceFor<Settings>(ActivityType.InviteUserSpin)).id;
      const before = await readWheel(ctx.db, named, playerId);
      const { instance, plan } = await ctx.engine.claim<Settings, InviteSpinEntry, Awaited<ReturnType<typeof lockWheel>>>({
        playerId, type: ActivityType.InviteUserSpin, instanceId: named, scheduleAt: before.reachedAt ?? undefined,
        // Locked after the engine's locks: a spin of this player waits for the exchange (and the reverse).
        load: (tx) => lockWheel(tx, named, playerId, ctx.clock.now()),
        decide(instance, _entry, _now, wheel) {
          const refusal = exchangeRefusal(wheel);
          if (refusal) return SPIN_REFUSALS[refusal];
          return {
            ref: `round:${wheel.round}`, title: instance.title, entry: { exchangedRound: wheel.round },
            items: [{ id: ItemId.Coin, count: wheel.accumulated, betRate: instance.settings.betRate }],
          };
        },
      });
      return { ...(await ctx.balances(playerId)), status: await status(instance, playerId), propList: [...plan.items] };
    });
  },
});
