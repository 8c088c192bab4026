import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode, WalletErrcode } from '@casino/contract';
import { manualClock, MINUTE_MS } from '../../platform/clock.ts';
import { Refusal } from '../../platform/refusal.ts';
import { checkBooks } from './books.ts';
import { SAFEBOX_LOCK_MS, SAFEBOX_MAX_FAILURES } from './safebox.ts';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { createPlayer, openTestDb, testCipher, testDecrypt } from './testing.ts';
import type { TestDb } from './testing.ts';

let db: TestDb;
let wallet: WalletService;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));

beforeAll(async () => {
  db = await openTestDb();
  wallet = createWalletService({ db, clock, decryptPassword: testDecrypt });
});
afterAll(async () => {
  await db.close();
});

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Refusal);
  return err as Refusal;
}

async function fundedPlayer(coins: number): Promise<number> {
  const p = await createPlayer(db);
  await wallet.grantReward(db, p, { id: 2001, count: coins }, { key: `fund:${p}` });
  return p;
}

describe('safebox moves', () => {
  it('moves coins in and out, and reports both balances', async () => {
    const p = await fundedPlayer(10_000);
    expect(await wallet.safebox.get(p)).toEqual({ coin: 10_000, safebox: 0, hasSafeboxPassword: false });
    expect(await wallet.safebox.deposit(p, 7_000, 'req-in-1')).toEqual({ coin: 3_000, safebox: 7_000 });
    await wallet.safebox.initPassword(p, testCipher('s3cret!'));
    expect(await wallet.safebox.withdraw(p, 2_500, testCipher('s3cret!'), 'req-out-1')).toEqual({ coin: 5_500, safebox: 4_500 });
    expect(await wallet.safebox.get(p)).toEqual({ coin: 5_500, safebox: 4_500, hasSafeboxPassword: true });
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('returns the first result for a repeated requestId and refuses it for another amount', async () => {
    const p = await fundedPlayer(1_000);
    const first = await wallet.safebox.deposit(p, 400, 'req-same-1');
    await wallet.safebox.deposit(p, 100, 'req-other');
    expect(await wallet.safebox.deposit(p, 400, 'req-same-1')).toEqual(first);
    expect((await refusal(wallet.safebox.deposit(p, 401, 'req-same-1'))).errcode).toBe(WalletErrcode.RequestIdReused);
    expect(await wallet.safebox.get(p)).toMatchObject({ coin: 500, safebox: 500 });
  });

  it('refuses moving more than there is, either way', async () => {
    const p = await fundedPlayer(1_000);
    expect((await refusal(wallet.safebox.deposit(p, 1_001, 'req-too-much'))).errcode).toBe(WalletErrcode.InsufficientBalance);
    await wallet.safebox.deposit(p, 300, 'req-some');
    await wallet.safebox.initPassword(p, testCipher('918-273'));
    expect((await refusal(wallet.safebox.withdraw(p, 301, testCipher('918-273'), 'req-out'))).errcode).toBe(WalletErrcode.InsufficientBalance);
    expect(await wallet.safebox.get(p)).toMatchObject({ coin: 700, safebox: 300 });
  });

  it('keeps each player to their own safebox', async () => {
    const a = await fundedPlayer(1_000);
    const b = await fundedPlayer(1_000);
    await wallet.safebox.deposit(a, 600, 'req-shared-id');
    // The same requestId from another player is a different request.
    await wallet.safebox.deposit(b, 100, 'req-shared-id');
    expect(await wallet.safebox.get(a)).toMatchObject({ coin: 400, safebox: 600 });
    expect(await wallet.safebox.get(b)).toMatchObject({ coin: 900, safebox: 100 });
  });
});

describe('safebox password', () => {
  it('is needed to withdraw and can be set only once', async () => {
    const p = await fundedPlayer(1_000);
    await wallet.safebox.deposit(p, 500, 'req-1');
    expect((await refusal(wallet.safebox.withdraw(p, 1, testCipher('whatever'), 'req-2'))).errcode).toBe(WalletErrcode.SafeboxPasswordNotSet);
    await wallet.safebox.initPassword(p, testCipher('first-pass'));
    expect((await refusal(wallet.safebox.initPassword(p, testCipher('second-pass')))).errcode).toBe(WalletErrcode.SafeboxPasswordAlreadySet);
    expect((await refusal(wallet.safebox.withdraw(p, 1, testCipher('second-pass'), 'req-3'))).errcode).toBe(WalletErrcode.SafeboxPasswordWrong);
    await wallet.safebox.withdraw(p, 1, testCipher('first-pass'), 'req-4');
  });

  it('is stored as an argon2id hash with the agreed cost', async () => {
    const p = await createPlayer(db);
    await wallet.safebox.initPassword(p, testCipher('hash-me-please'));
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM wallet_safebox_passwords WHERE player_id = $1', [p]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain('hash-me-please');
  });

  it('refuses a widely used password, which would let anyone with the login withdraw', async () => {
    const p = await createPlayer(db);
    for (const common of ['123456', '000000', 'password', 'qwerty123', '654321']) {
      expect((await refusal(wallet.safebox.initPassword(p, testCipher(common)))).errcode, common).toBe(WalletErrcode.SafeboxPasswordTooCommon);
    }
    await wallet.safebox.initPassword(p, testCipher('river-7-lamp'));
    expect((await refusal(wallet.safebox.changePassword(p, testCipher('river-7-lamp'), testCipher('111111')))).errcode).toBe(WalletErrcode.SafeboxPasswordTooCommon);
  });

  it('must be 6 to 64 characters and readable', async () => {
    const p = await createPlayer(db);
    expect((await refusal(wallet.safebox.initPassword(p, testCipher('12345')))).errcode).toBe(WalletErrcode.SafeboxPasswordInvalid);
    expect((await refusal(wallet.safebox.initPassword(p, testCipher('x'.repeat(65))))).errcode).toBe(WalletErrcode.SafeboxPasswordInvalid);
    expect((await refusal(wallet.safebox.initPassword(p, '!'))).errcode).toBe(Errcode.PasswordUndecryptable);
    await wallet.safebox.initPassword(p, testCipher('xy'.repeat(32)));
  });

  it('changes only with the current password', async () => {
    const p = await fundedPlayer(100);
    await wallet.safebox.deposit(p, 100, 'req-a');
    await wallet.safebox.initPassword(p, testCipher('old-secret'));
    expect((await refusal(wallet.safebox.changePassword(p, testCipher('not-it'), testCipher('new-secret')))).errcode).toBe(WalletErrcode.SafeboxPasswordWrong);
    expect((await refusal(wallet.safebox.changePassword(p, testCipher('old-secret'), testCipher('short')))).errcode).toBe(WalletErrcode.SafeboxPasswordInvalid);
    await wallet.safebox.changePassword(p, testCipher('old-secret'), testCipher('new-secret'));
    expect((await refusal(wallet.safebox.withdraw(p, 1, testCipher('old-secret'), 'req-b'))).errcode).toBe(WalletErrcode.SafeboxPasswordWrong);
    await wallet.safebox.withdraw(p, 1, testCipher('new-secret'), 'req-c');
  });

  it('locks after repeated wrong passwords, even against the right one, until the lock ends', async () => {
    const p = await fundedPlayer(100);
    await wallet.safebox.deposit(p, 100, 'req-a');
    await wallet.safebox.initPassword(p, testCipher('right-one'));
    for (let i = 1; i < SAFEBOX_MAX_FAILURES; i++) {
      const err = await refusal(wallet.safebox.withdraw(p, 1, testCipher('wrong'), `req-w${i}`));
      expect(err.errcode).toBe(WalletErrcode.SafeboxPasswordWrong);
      expect(err.fields.attemptsLeft).toBe(SAFEBOX_MAX_FAILURES - i);
    }
    const lockedNow = await refusal(wallet.safebox.withdraw(p, 1, testCipher('wrong'), 'req-w-last'));
    expect(lockedNow.errcode).toBe(WalletErrcode.SafeboxLocked);
    expect(lockedNow.retryAfter).toBe(SAFEBOX_LOCK_MS / 1000);
    expect(lockedNow.fields.attemptsLeft).toBeUndefined();
    clock.advance(5 * MINUTE_MS);
    const stillLocked = await refusal(wallet.safebox.withdraw(p, 1, testCipher('right-one'), 'req-r1'));
    expect(stillLocked.errcode).toBe(WalletErrcode.SafeboxLocked);
    expect(stillLocked.retryAfter).toBe(SAFEBOX_LOCK_MS / 1000 - 300);
    expect((await refusal(wallet.safebox.changePassword(p, testCipher('right-one'), testCipher('another-one')))).errcode).toBe(WalletErrcode.SafeboxLocked);
    clock.advance(SAFEBOX_LOCK_MS);
    expect(await wallet.safebox.withdraw(p, 1, testCipher('right-one'), 'req-r2')).toEqual({ coin: 1, safebox: 99 });
    // A right password clears the count: the next wrong one starts again from the top.
    const again = await refusal(wallet.safebox.withdraw(p, 1, testCipher('wrong'), 'req-w-again'));
    expect(again.fields.attemptsLeft).toBe(SAFEBOX_MAX_FAILURES - 1);
  });

  it('does not let racing wrong guesses share one count', async () => {
    const p = await createPlayer(db);
    await wallet.safebox.initPassword(p, testCipher('right-one'));
    const guesses = await Promise.all(Array.from({ length: SAFEBOX_MAX_FAILURES }, (_, i) =>
      refusal(wallet.safebox.withdraw(p, 1, testCipher(`wrong-${i}`), `req-race-${i}`))));
    expect(guesses.map((e) => e.errcode)).toContain(WalletErrcode.SafeboxLocked);
    expect((await refusal(wallet.safebox.withdraw(p, 1, testCipher('right-one'), 'req-after'))).errcode).toBe(WalletErrcode.SafeboxLocked);
  });
});
