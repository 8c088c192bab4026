import { ActivityType, InviteFriendsSettings, ItemId, calls } from '@casino/contract';
import type { InviteFriendsSettings as Settings } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { qualifiedInvitees, qualifyingSince } from '../../referral-rules.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { INVITE_FRIENDS_REFUSALS, claimRefusal, configList, stateOf, visible, withClaimed } from './rules.ts';
import type { InviteFriendsEntry } from './rules.ts';

const COIN = 100;

export const INVITE_FRIENDS_RULES = [
  'Share your invite link. Each friend who registers through it counts once they have bound a mobile number and deposited at least the qualifying amount.',
  'Limited to new players only: friends who registered before the activity started do not count.',
  'One account per player: accounts used on your own device, or linked to another account, never count.',
  'Each reward can be claimed once. Coin rewards add turnover as shown before they can be withdrawn.',
].join('\n\n');

/** The player's invitees: those registered since the instance's start, and how many of them qualify (decision 082). */
async function friendsOf(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, q?: Queryable): Promise<{ invited: number; qualified: number }> {
  const since = qualifyingSince(instance);
  const invitees = await ctx.invitees(playerId, q);
  return {
    invited: invitees.filter((i) => i.registeredAt.getTime() >= since.getTime()).length,
    qualified: qualifiedInvitees(invitees, { since, qualifyingDeposit: instance.settings.qualifyingDeposit }).length,
  };
}

export const inviteFriendsType = promotionType<Settings, InviteFriendsEntry>({
  type: ActivityType.InviteFriend1,
  name: 'Invite friends',
  settings: InviteFriendsSettings,
  seed: {
    title: 'Invite friends', rules: INVITE_FRIENDS_RULES, sort: 30,
    settings: {
      tiers: [
        { id: 1, inviteCount: 1, award: [{ id: ItemId.Coin, count: 10 * COIN, betRate: 1 }] },
        { id: 2, inviteCount: 3, award: [{ id: ItemId.Coin, count: 50 * COIN, betRate: 1 }] },
        { id: 3, inviteCount: 10, award: [{ id: ItemId.Coin, count: 200 * COIN, betRate: 1 }] },
      ],
      qualifyingDeposit: 100 * COIN,
    },
  },
  visible: (entry, _facts, { instance }) => visible(instance.settings, entry),

  routes(router, ctx) {
    router.player(calls.appInviteBonus1User, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.InviteFriend1, input.instanceId);
      const [entry, friends] = await Promise.all([ctx.entry(instance.id, playerId), friendsOf(ctx, instance, playerId)]);
      const stored = entry as InviteFriendsEntry | null;
      return {
        instanceId: instance.id,
        appInviteBonus1User: stateOf(instance.settings, stored, friends.qualified),
        list: configList(instance.settings, stored, friends.qualified),
        invited: friends.invited,
        qualifyingDeposit: instance.settings.qualifyingDeposit,
        expireTime: instance.endsAt?.getTime() ?? -1,
      };
    });
    router.player(calls.appInviteBonus1UserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, InviteFriendsEntry, number>({
        playerId, type: ActivityType.InviteFriend1, instanceId: input.instanceId,
        // Counted in the claim's transaction: a friend's deposit credited a moment ago counts.
        load: async (tx, instance) => (await friendsOf(ctx, instance, playerId, tx)).qualified,
        decide(instance, entry, _now, qualified) {
          const refusal = claimRefusal(instance.settings, entry, input.propId, qualified);
          if (refusal) return INVITE_FRIENDS_REFUSALS[refusal];
          const tier = instance.settings.tiers.find((t) => t.id === input.propId)!;
          return { ref: `tier:${tier.id}`, items: tier.award, title: instance.title, entry: withClaimed(entry, tier.id) };
        },
      });
      // The count the claim was judged on is at least the tier's; the answer counts again for the page.
      const friends = await friendsOf(ctx, instance, playerId);
      return {
        ...(await ctx.balances(playerId)), instanceId: instance.id,
        appInviteBonus1User: stateOf(instance.settings, plan.entry, friends.qualified),
        list: configList(instance.settings, plan.entry, friends.qualified),
        propList: [...plan.items],
      };
    });
  },
});
