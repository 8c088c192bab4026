import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileErrcode } from '@casino/contract';
import { call } from './helper.ts';
import type { TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { deposit, withGcash } from './promotions-helper.ts';
import { bindPhone, newDevice, registerOn, signInOn } from './referral-helper.ts';

/**
 * The referral groundwork (docs/decisions/082): accounts seen on one device fingerprint
 * (x-device-id) are linked at registration; an invite code used on its owner's device binds no
 * inviter; agentFill refuses an inviter who used the player's device (3406); the invitees' facts
 * the referral activities read (ctx.invitees), deposits through the sandbox provider.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: 0 } });
  app = t.app;
});
afterAll(async () => {
  await expectBooksClean(app);
  await t.dispose();
});

async function registrationPayload(playerId: number): Promise<Record<string, unknown>> {
  const { rows } = await app.db.query<{ payload: Record<string, unknown> }>("SELECT payload FROM events WHERE player_id = $1 AND kind = 'register'", [playerId]);
  return rows[0]!.payload;
}

async function pidOf(playerId: number): Promise<number | null> {
  const { rows } = await app.db.query<{ pid: string | null }>('SELECT pid FROM players WHERE id = $1', [playerId]);
  return rows[0]!.pid === null ? null : Number(rows[0]!.pid);
}

const referrals = () => app.face('accounts').referrals;

describe('accounts linked by a device', () => {
  it('links a registration to the accounts seen on its device, either way round, and nothing across devices', async () => {
    const shared = newDevice();
    const first = await registerOn(app, { device: shared });
    const second = await registerOn(app, { device: shared });
    const elsewhere = await registerOn(app);

    expect(await registrationPayload(first.user.id)).toMatchObject({ linkedAccounts: 0, inviteRefused: null });
    expect(await registrationPayload(second.user.id)).toMatchObject({ linkedAccounts: 1 });
    const fromSecond = await referrals().linkedAccounts(second.user.id);
    expect(fromSecond).toEqual([{ playerId: first.user.id, reason: 'device', deviceId: shared, detectedAt: expect.any(Date) }]);
    expect((await referrals().linkedAccounts(first.user.id)).map((l) => l.playerId)).toEqual([second.user.id]);
    expect(await referrals().linkedAccounts(elsewhere.user.id)).toEqual([]);
    expect(await referrals().shareDevice(first.user.id, second.user.id)).toBe(true);
    expect(await referrals().shareDevice(first.user.id, elsewhere.user.id)).toBe(false);
  });

  it('links a third account on a device to both earlier ones', async () => {
    const shared = newDevice();
    const a = await registerOn(app, { device: shared });
    const b = await registerOn(app, { device: shared });
    const c = await registerOn(app, { device: shared });
    expect(await registrationPayload(c.user.id)).toMatchObject({ linkedAccounts: 2 });
    expect((await referrals().linkedAccounts(c.user.id)).map((l) => l.playerId).sort((x, y) => x - y)).toEqual([a.user.id, b.user.id].sort((x, y) => x - y));
  });
});

describe('invite codes and devices', () => {
  it("binds no inviter for an invite code used on its owner's own device, and records why", async () => {
    const device = newDevice();
    const inviter = await registerOn(app, { device });
    const second = await registerOn(app, { device, inviteCode: inviter.user.inviteCode });
    expect(await pidOf(second.user.id)).toBeNull();
    expect(second.user.pid).toBe(0);
    expect(await registrationPayload(second.user.id)).toMatchObject({ invitedBy: null, inviteRefused: 'sameDevice', linkedAccounts: 1 });
    expect(await referrals().invitees(inviter.user.id)).toEqual([]);

    // The same code on a friend's own device binds the inviter.
    const friend = await registerOn(app, { inviteCode: inviter.user.inviteCode.toLowerCase() });
    expect(await pidOf(friend.user.id)).toBe(inviter.user.id);
    expect(await registrationPayload(friend.user.id)).toMatchObject({ invitedBy: inviter.user.id, inviteRefused: null, linkedAccounts: 0 });
  });

  it("refuses agentFill with 3406 when the inviter used the player's device, and binds nothing", async () => {
    const inviterDevice = newDevice();
    const inviter = await registerOn(app, { device: inviterDevice });
    const player = await registerOn(app);
    // The player signs in on the inviter's phone once.
    await signInOn(app, player, inviterDevice);
    const res = await call(app, 'agentFill', { pid: inviter.user.inviteCode }, player.token);
    expect(res).toMatchObject({ code: 200, errcode: ProfileErrcode.InviterSameDevice });
    expect(await pidOf(player.user.id)).toBeNull();
    expect((await call(app, 'agentFill', { pid: inviter.user.id }, player.token)).errcode).toBe(ProfileErrcode.InviterSameDevice);

    // An inviter never seen on the player's devices is bound.
    const other = await registerOn(app);
    expect(await call(app, 'agentFill', { pid: other.user.inviteCode }, player.token)).toMatchObject({ errcode: 0, pid: other.user.id });
  });
});

describe("an inviter's invitees (ctx.invitees)", () => {
  it('answers registration, mobile, status, devices, links and credited deposits, oldest first', async () => {
    const inviterDevice = newDevice();
    const inviter = await registerOn(app, { device: inviterDevice });
    const plain = await registerOn(app, { inviteCode: inviter.user.inviteCode });
    const payer = await registerOn(app, { inviteCode: inviter.user.inviteCode });
    // Registers with the code on a device another account used before: linked, not a new player.
    const reused = newDevice();
    await registerOn(app, { device: reused });
    const linked = await registerOn(app, { device: reused, inviteCode: inviter.user.inviteCode });
    const visitor = await registerOn(app, { inviteCode: inviter.user.inviteCode });

    const invitees = () => app.face('promotions').typeContext.invitees(inviter.user.id);
    const byId = async () => new Map((await invitees()).map((i) => [i.playerId, i]));

    expect((await invitees()).map((i) => i.playerId)).toEqual([plain.user.id, payer.user.id, linked.user.id, visitor.user.id]);
    expect((await byId()).get(plain.user.id)).toEqual({
      playerId: plain.user.id, nickname: plain.account, registeredAt: expect.any(Date), mobileBound: false, status: 'active',
      sharesDeviceWithInviter: false, linked: false, totalRecharge: 0, firstRechargeAt: null,
    });
    expect((await byId()).get(linked.user.id)).toMatchObject({ linked: true, sharesDeviceWithInviter: false });

    await bindPhone(app, payer);
    await withGcash(app, payer.token);
    await deposit(app, payer.token, 10_000);
    await deposit(app, payer.token, 20_000);
    const paid = (await byId()).get(payer.user.id)!;
    expect(paid).toMatchObject({ mobileBound: true, totalRecharge: 30_000, linked: false, sharesDeviceWithInviter: false });
    expect(paid.firstRechargeAt).toBeInstanceOf(Date);

    // A friend who later signs in on the inviter's phone shares a device with the inviter.
    await signInOn(app, visitor, inviterDevice);
    expect((await byId()).get(visitor.user.id)).toMatchObject({ sharesDeviceWithInviter: true });

    // A ban shows in the status; the inviter tree answers the inviter.
    await app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [plain.user.id]);
    expect((await byId()).get(plain.user.id)).toMatchObject({ status: 'banned' });
    const inviters = await app.face('promotions').typeContext.invitersOf([payer.user.id, inviter.user.id]);
    expect([...inviters]).toEqual([[payer.user.id, inviter.user.id]]);
  });
});
