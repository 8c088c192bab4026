import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { InviteFriendsSettings } from '@casino/contract';
import { claimRefusal, configList, stateOf, visible } from '../src/modules/promotions/types/invite-friends/rules.ts';
import { call, callRaw } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, switchAllOff, withGcash } from './promotions-helper.ts';
import { bindPhone, newDevice, qualifiedInvitee, registerOn, signInOn } from './referral-helper.ts';

/**
 * Invite friends (activity 40, appInviteBonus1User and its claim; docs/decisions/082): a tier pays
 * once when the player has enough qualified friends: registered through the player's code since
 * the instance began, a mobile bound, credited deposits of the qualifying amount, on a device of
 * their own and not linked to another account. Deposits go through the sandbox provider. The
 * books balance after every test.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: 0 } });
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(() => expectBooksClean(app));

const SETTINGS: InviteFriendsSettings = {
  tiers: [
    { id: 2, inviteCount: 2, award: [{ id: ItemId.Coin, count: 5_000, betRate: 2 }] },
    { id: 1, inviteCount: 1, award: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }, { id: ItemId.Points, count: 500 }] },
  ],
  // 150.00: one deposit of the 100.00 minimum is not enough.
  qualifyingDeposit: 15_000,
};

async function addInviteFriends(settings: Partial<InviteFriendsSettings> = {}, over: Parameters<typeof addInstance>[1] = {}): Promise<number> {
  const id = await addInstance(app, { type: ActivityType.InviteFriend1, title: 'Invite test', rules: 'Invite rules.', sort: 30, settings: { ...SETTINGS, ...settings }, ...over });
  // Registrations from here on are after the instance began (it has no start: it counts from its creation).
  app.clock.advance(1_000);
  return id;
}

/** A friend who registers with the inviter's code on a device of their own (or the one given), binds a mobile and deposits 200.00. */
const qualifiedFriend = (inviter: RegisteredPlayer, device?: string) => qualifiedInvitee(app, inviter, 20_000, device);

async function state(token: string) {
  const res = await call(app, 'appInviteBonus1User', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appInviteBonus1User.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const claim = (token: string, propId: number) => call(app, 'appInviteBonus1UserReceive', { propId }, token);

async function activityClaims(playerId: number): Promise<Array<{ coin: number; points: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; points: string; turnover_added: string }>(
    "SELECT coin, points, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), points: Number(r.points), turnover: Number(r.turnover_added) }));
}

describe('invite friends', () => {
  beforeEach(() => switchAllOff(app));

  it('counts a friend once they have a mobile and the qualifying deposits, pays each tier once, and refuses the rest', async () => {
    const instanceId = await addInviteFriends();
    const inviter = await registerOn(app);
    expect((await activityIds(app, inviter.token)).activityMap[String(ActivityType.InviteFriend1)]).toMatchObject({ instanceId });
    expect(await state(inviter.token)).toMatchObject({
      instanceId, appInviteBonus1User: { awardId: 1, itemStatus: 0, inviteCount: 0 }, invited: 0, qualifyingDeposit: 15_000, expireTime: -1,
      list: [
        { id: 1, inviteCount: 1, itemStatus: 0, award: JSON.stringify(SETTINGS.tiers[1]!.award) },
        { id: 2, inviteCount: 2, itemStatus: 0 },
      ],
    });
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    // Registered, deposits 200.00 in two orders, but no mobile yet: invited, not counted.
    const friend = await registerOn(app, { inviteCode: inviter.user.inviteCode });
    await withGcash(app, friend.token);
    await deposit(app, friend.token, 10_000);
    expect((await state(inviter.token))).toMatchObject({ invited: 1, appInviteBonus1User: { inviteCount: 0 } });
    await bindPhone(app, friend);
    // 100.00 of the 150.00 needed.
    expect((await state(inviter.token)).appInviteBonus1User.inviteCount).toBe(0);
    await deposit(app, friend.token, 10_000);
    expect(await state(inviter.token)).toMatchObject({ appInviteBonus1User: { awardId: 1, itemStatus: 1, inviteCount: 1 }, list: [{ itemStatus: 1 }, { itemStatus: 0 }] });

    const got = await claim(inviter.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({
      errcode: 0, coin: 1_000, instanceId, propList: SETTINGS.tiers[1]!.award,
      appInviteBonus1User: { awardId: 2, itemStatus: 0, inviteCount: 1 }, list: [{ id: 1, itemStatus: 2 }, { id: 2, itemStatus: 0 }],
    });
    expect(calls.appInviteBonus1UserReceive.response.safeParse(got).success).toBe(true);
    expect(await activityClaims(inviter.user.id)).toEqual([{ coin: 1_000, points: 500, turnover: 1_000 }]);

    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await claim(inviter.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await claim(inviter.token, 99)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    // The friend's own account has no friends: 1005 for them.
    expect(await claim(friend.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    await qualifiedFriend(inviter);
    expect((await claim(inviter.token, 2))).toMatchObject({ errcode: 0, coin: 6_000, appInviteBonus1User: { awardId: 2, itemStatus: 2, inviteCount: 2 } });
    // betRate 2: 50.00 owes 100.00 of turnover.
    expect((await activityClaims(inviter.user.id))[1]).toEqual({ coin: 5_000, points: 0, turnover: 10_000 });
    expect((await activityIds(app, inviter.token)).activityIds).not.toContain(ActivityType.InviteFriend1);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 6_000, claims: 2 });
  });

  it('never counts a friend registered before the instance, one on the inviter\'s device, or one linked to another account', async () => {
    const inviterDevice = newDevice();
    const inviter = await registerOn(app, { device: inviterDevice });
    // Fully qualified, but registered before the instance was created.
    await qualifiedFriend(inviter);
    app.clock.advance(1_000);
    await addInviteFriends();

    // Qualified, then signs in on the inviter's phone.
    const visitor = await qualifiedFriend(inviter);
    await signInOn(app, visitor, inviterDevice);
    // Registered with the code on a device another account used first: linked.
    const reused = newDevice();
    await registerOn(app, { device: reused });
    await qualifiedFriend(inviter, reused);
    // A code used on the inviter's own device binds no inviter at all.
    const own = await registerOn(app, { device: inviterDevice, inviteCode: inviter.user.inviteCode });
    expect(own.user.pid).toBe(0);

    expect(await state(inviter.token)).toMatchObject({ invited: 2, appInviteBonus1User: { inviteCount: 0, itemStatus: 0 } });
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await activityClaims(inviter.user.id)).toEqual([]);

    // A banned friend stops counting too; a fresh qualified friend counts.
    const banned = await qualifiedFriend(inviter);
    await app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [banned.user.id]);
    expect((await state(inviter.token)).appInviteBonus1User.inviteCount).toBe(0);
    await qualifiedFriend(inviter);
    expect((await state(inviter.token)).appInviteBonus1User.inviteCount).toBe(1);
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: 0 });
  });

  it('grants once under 100 concurrent claims of one tier', async () => {
    const instanceId = await addInviteFriends({ tiers: [SETTINGS.tiers[1]!] });
    const inviter = await registerOn(app);
    await qualifiedFriend(inviter);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(inviter.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await activityClaims(inviter.user.id)).toEqual([{ coin: 1_000, points: 500, turnover: 1_000 }]);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 1_000, claims: 1 });
    // The only tier claimed: it leaves the list.
    expect((await activityIds(app, inviter.token)).activityIds).not.toContain(ActivityType.InviteFriend1);
  });

  it('answers 400 naming the field for bad input, 1001 without a running instance, and refuses bad settings naming theirs', async () => {
    const inviter = await registerOn(app);
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    expect(await call(app, 'appInviteBonus1User', {}, inviter.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await addInviteFriends();
    for (const body of [{ propId: 'x' }, { propId: 0 }, {}, { propId: 1, instanceId: -1 }]) {
      const res = await callRaw(app, 'appInviteBonus1UserReceive', body, inviter.token);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/propId|instanceId/) });
    }
    const other = await addInstance(app, {});
    expect(await call(app, 'appInviteBonus1UserReceive', { propId: 1, instanceId: other }, inviter.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await expect(addInviteFriends({ tiers: [SETTINGS.tiers[0]!, { ...SETTINGS.tiers[0]!, inviteCount: 5 }] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.tiers: /) });
    await expect(addInviteFriends({ qualifyingDeposit: -1 })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.qualifyingDeposit: /) });
  });

  it('refuses before its Philippine start (1002) and from its end (1003)', async () => {
    // 2032-08-01 00:00 in Manila is 2032-07-31 16:00 UTC.
    app.clock.set(new Date('2032-07-31T12:00:00.000Z'));
    await addInviteFriends({}, { startTime: '2032-08-01T00:00', endTime: '2032-08-02T00:00' });
    const inviter = await registerOn(app);
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    app.clock.set(new Date('2032-07-31T16:00:00.000Z'));
    expect(await state(inviter.token)).toMatchObject({ expireTime: new Date('2032-08-01T16:00:00.000Z').getTime() });
    app.clock.set(new Date('2032-08-01T16:00:00.000Z'));
    expect(await claim(inviter.token, 1)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });
});

describe('invite friends rules (pure)', () => {
  it('answers a replay with 1006 first, then an unknown tier, then too few friends', () => {
    expect(claimRefusal(SETTINGS, { claimed: [1] }, 1, 0)).toBe('claimed');
    expect(claimRefusal(SETTINGS, null, 7, 5)).toBe('unknownTier');
    expect(claimRefusal(SETTINGS, null, 2, 1)).toBe('tooFewFriends');
    expect(claimRefusal(SETTINGS, null, 2, 2)).toBeNull();
  });

  it('points awardId at the first unclaimed tier by friends needed, the last once all are claimed', () => {
    expect(stateOf(SETTINGS, null, 0)).toEqual({ awardId: 1, itemStatus: 0, inviteCount: 0 });
    expect(stateOf(SETTINGS, null, 3)).toEqual({ awardId: 1, itemStatus: 1, inviteCount: 3 });
    expect(stateOf(SETTINGS, { claimed: [1] }, 3)).toEqual({ awardId: 2, itemStatus: 1, inviteCount: 3 });
    expect(stateOf(SETTINGS, { claimed: [1, 2] }, 3)).toEqual({ awardId: 2, itemStatus: 2, inviteCount: 3 });
    expect(configList(SETTINGS, { claimed: [2] }, 1).map((c) => [c.id, c.itemStatus])).toEqual([[1, 1], [2, 2]]);
    expect(visible(SETTINGS, { claimed: [2] })).toBe(true);
    expect(visible(SETTINGS, { claimed: [1, 2] })).toBe(false);
  });
});
