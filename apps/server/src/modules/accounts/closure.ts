import type { calls } from '@casino/contract';
import type { AuthSession } from '../../platform/auth.ts';
import type { CallInput } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { PasswordHasher } from '../../platform/password-hash.ts';
import type { PasswordKey } from '../../platform/password-key.ts';
import type { RateGuard, RateRule } from '../../platform/rate-limit.ts';
import type { Refusal } from '../../platform/refusal.ts';
import { recordAudit } from '../audit/index.ts';
import { decryptPassword } from './password-policy.ts';
import { accountRefusal } from './refusals.ts';
import * as store from './store.ts';

/**
 * closeAccount (docs/decisions/069): the player closes their own account for good. Accounts
 * cannot see money, so the modules that hold it say what stands in the way: each registers a
 * check with `accounts.addClosureCheck(check)` in its create (the wallet: coins left; payments:
 * a withdrawal in progress). The checks run in the closing transaction after the player's row
 * is locked, and lock what they read.
 */

type Q = Pick<Queryable, 'query'>;

export type ClosureObstacle =
  | { reason: 'balanceLeft'; coin: number; safebox: number }
  | { reason: 'withdrawalInProgress' };

/** What keeps the player's account from closing, or null; runs in the closing transaction. */
export type ClosureCheck = (tx: Q, playerId: number) => Promise<ClosureObstacle | null>;

type CloseInput = CallInput<typeof calls.closeAccount>;

/** Wrong-password guesses are what this limits; scaled by configuration like the password change. */
const CLOSE_PER_PLAYER: RateRule = { limit: 10, windowSeconds: 60 };

function obstacleRefusal(obstacle: ClosureObstacle): Refusal {
  return obstacle.reason === 'balanceLeft'
    ? accountRefusal('closureBalanceLeft', { fields: { coin: obstacle.coin, safebox: obstacle.safebox } })
    : accountRefusal('closureWithdrawalInProgress');
}

export type AccountClosure = ReturnType<typeof createAccountClosure>;

export function createAccountClosure(deps: { db: Db; clock: Clock; passwordKey: PasswordKey; hasher: PasswordHasher; limits: RateGuard; events: EventPublisher }) {
  const { db, clock, passwordKey, hasher, limits, events } = deps;
  const checks: ClosureCheck[] = [];
  return {
    /** Adds what another module says stands in the way of closing; called from that module's create. */
    addClosureCheck(check: ClosureCheck): void {
      checks.push(check);
    },

    /** closeAccount: the password proves it is the player; then status closed, every session ended, an audit row. */
    async closeAccount(session: AuthSession, input: CloseInput): Promise<{ closedAt: number }> {
      const limited = await limits.check([{ key: `close:player:${session.playerId}`, rule: CLOSE_PER_PLAYER }]);
      if (limited) throw limited;
      const password = decryptPassword(passwordKey, input.password);
      const player = await store.findPlayerById(db, session.playerId);
      if (!player) throw new Error('session without player');
      if (!(await hasher.verify(player.password_hash, password))) throw accountRefusal('currentPasswordWrong');
      return db.transaction(async (tx) => {
        const locked = await store.lockPlayer(tx, player.id);
        // A session resolves only for an active player; a ban or closure racing this one wins.
        if (!locked || locked.status !== 'active') throw accountRefusal(locked?.status === 'banned' ? 'accountBanned' : 'accountClosed');
        for (const check of checks) {
          const obstacle = await check(tx, player.id);
          if (obstacle) throw obstacleRefusal(obstacle);
        }
        const now = clock.now();
        await store.setClosed(tx, player.id);
        const sessionsEnded = await store.revokePlayerSessions(tx, player.id, now);
        await events.publish(tx, 'playerSessionsEnded', { playerId: player.id, sessionId: null, exceptSessionId: null, reason: 'closed', at: now });
        const reason = input.reason?.trim() ?? '';
        await recordAudit(tx, {
          operator: `player.${player.id}`, action: 'player.close', subjectKind: 'player', subjectId: String(player.id),
          before: { status: 'active' }, after: { status: 'closed' }, detail: { reason, sessionsEnded }, at: now,
        });
        return { closedAt: now.getTime() };
      });
    },
  };
}
