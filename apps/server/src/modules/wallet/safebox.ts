import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';
import { SAFEBOX_PASSWORD_LENGTH, WalletErrcode } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { refusal } from '../../platform/refusal.ts';
import { readBalances } from './balances.ts';
import { passwordUndecryptable, refusalsAsWalletErrors, safeboxPasswordWrong } from './errors.ts';
import { playerMain, playerSafebox } from './ledger.ts';
import type { Ledger, LedgerDb } from './ledger.ts';

/**
 * The safebox: coins a player sets aside from the main balance. Putting coins in needs no
 * password; taking them out needs the safebox password, which is hashed with argon2id and
 * locked for a while after repeated wrong guesses.
 */

export const SAFEBOX_PASSWORD_MIN = SAFEBOX_PASSWORD_LENGTH.min;
export const SAFEBOX_PASSWORD_MAX = SAFEBOX_PASSWORD_LENGTH.max;
/** Wrong passwords in a row that lock the safebox, and for how long. */
export const SAFEBOX_MAX_FAILURES = 5;
export const SAFEBOX_LOCK_MS = 15 * MINUTE_MS;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2 as Algorithm;
export const SAFEBOX_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface SafeboxDeps {
  db: LedgerDb;
  ledger: Ledger;
  clock: Clock;
  /** The plain password of an encrypted one (as login passwords travel); null or a throw when unreadable. */
  decryptPassword: (cipher: string) => string | null;
}

export interface SafeboxBalances {
  coin: number;
  safebox: number;
}

interface PasswordRow {
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
}

export type Safebox = ReturnType<typeof createSafebox>;

export function createSafebox(deps: SafeboxDeps) {
  const { db, ledger, clock } = deps;

  const decrypt = (cipher: string): string => {
    let plain: string | null;
    try {
      plain = deps.decryptPassword(cipher);
    } catch {
      plain = null;
    }
    if (plain === null) throw passwordUndecryptable();
    return plain;
  };

  const checkNewPassword = (plain: string): void => {
    const length = [...plain].length;
    if (length < SAFEBOX_PASSWORD_MIN || length > SAFEBOX_PASSWORD_MAX) {
      throw refusal(WalletErrcode.SafeboxPasswordInvalid, `The safebox password must be ${SAFEBOX_PASSWORD_MIN} to ${SAFEBOX_PASSWORD_MAX} characters`);
    }
    // It authorises withdrawals: the same list login passwords are checked against.
    if (isCommonPassword(plain)) throw refusal(WalletErrcode.SafeboxPasswordTooCommon, 'This safebox password is too common; choose another');
  };

  const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / 1000));
  const locked = (until: Date) =>
    refusal(WalletErrcode.SafeboxLocked, 'Too many wrong safebox passwords; try again later', { retryAfter: secondsUntil(until) });

  /** Proves the safebox password; wrong guesses count toward the lockout. */
  async function verifyPassword(playerId: number, cipher: string): Promise<void> {
    const { rows } = await db.query<PasswordRow>(
      'SELECT password_hash, failed_attempts, locked_until FROM wallet_safebox_passwords WHERE player_id = $1', [playerId],
    );
    const row = rows[0];
    if (row === undefined) throw refusal(WalletErrcode.SafeboxPasswordNotSet, 'Set a safebox password first');
    const now = clock.now();
    if (row.locked_until !== null && new Date(row.locked_until) > now) throw locked(new Date(row.locked_until));
    const plain = decrypt(cipher);
    if (await verifyHash(row.password_hash, plain)) {
      if (row.failed_attempts > 0) {
        await db.query('UPDATE wallet_safebox_passwords SET failed_attempts = 0, locked_until = NULL WHERE player_id = $1', [playerId]);
      }
      return;
    }
    // Counted in the database so that concurrent guesses cannot share one count; reaching the
    // limit locks and starts the count again for after the lock.
    const lockUntil = new Date(now.getTime() + SAFEBOX_LOCK_MS);
    const { rows: counted } = await db.query<{ failed_attempts: number; locked_until: Date | null }>(
      `UPDATE wallet_safebox_passwords SET
         locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END,
         failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
         updated_at = $4
       WHERE player_id = $1 RETURNING failed_attempts, locked_until`,
      [playerId, SAFEBOX_MAX_FAILURES, lockUntil, now],
    );
    const after = counted[0];
    if (after?.locked_until != null && new Date(after.locked_until) > now) throw locked(new Date(after.locked_until));
    throw safeboxPasswordWrong(SAFEBOX_MAX_FAILURES - (after?.failed_attempts ?? 0));
  }

  const move = (playerId: number, direction: 'in' | 'out', amount: number, requestId: string): Promise<SafeboxBalances> =>
    refusalsAsWalletErrors(async () => {
      const into = direction === 'in';
      const result = await ledger.transfer({
        key: `safebox:${direction}:${playerId}:${requestId}`,
        kind: into ? 'safeboxDeposit' : 'safeboxWithdraw',
        asset: 'COIN',
        debit: into ? playerMain(playerId) : playerSafebox(playerId),
        credit: into ? playerSafebox(playerId) : playerMain(playerId),
        amount,
        reference: requestId,
      });
      return into
        ? { coin: result.debitBalanceAfter, safebox: result.creditBalanceAfter }
        : { coin: result.creditBalanceAfter, safebox: result.debitBalanceAfter };
    });

  return {
    /** The same password proves a withdrawal to a bank account (payments), with the same lockout. */
    verifyPassword,

    async get(playerId: number): Promise<SafeboxBalances & { hasSafeboxPassword: boolean }> {
      const b = await readBalances(db, playerId);
      return { coin: b.coin, safebox: b.safebox, hasSafeboxPassword: b.hasSafeboxPassword };
    },

    /** Sets the password once; changing it needs the current one (changePassword). */
    async initPassword(playerId: number, cipher: string): Promise<void> {
      const plain = decrypt(cipher);
      checkNewPassword(plain);
      const passwordHash = await hash(plain, SAFEBOX_HASH_OPTIONS);
      const { rows } = await db.query(
        `INSERT INTO wallet_safebox_passwords (player_id, password_hash, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO NOTHING RETURNING player_id`,
        [playerId, passwordHash, clock.now()],
      );
      if (rows.length === 0) throw refusal(WalletErrcode.SafeboxPasswordAlreadySet, 'A safebox password is already set');
    },

    async changePassword(playerId: number, oldCipher: string, newCipher: string): Promise<void> {
      await verifyPassword(playerId, oldCipher);
      const plain = decrypt(newCipher);
      checkNewPassword(plain);
      const passwordHash = await hash(plain, SAFEBOX_HASH_OPTIONS);
      await db.query(
        'UPDATE wallet_safebox_passwords SET password_hash = $2, failed_attempts = 0, locked_until = NULL, updated_at = $3 WHERE player_id = $1',
        [playerId, passwordHash, clock.now()],
      );
    },

    /** Main balance -> safebox; a retry with the same requestId returns the first result. */
    deposit: (playerId: number, amount: number, requestId: string) => move(playerId, 'in', amount, requestId),

    /** Safebox -> main balance, proven by the safebox password. */
    async withdraw(playerId: number, amount: number, passwordCipher: string, requestId: string): Promise<SafeboxBalances> {
      await verifyPassword(playerId, passwordCipher);
      return move(playerId, 'out', amount, requestId);
    },
  };
}

async function verifyHash(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
