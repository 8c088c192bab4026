import type { PlayerNote, PlayerSummary } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { AccountsFace, PlayerRecord } from '../accounts/index.ts';
import type { AuditFace } from '../audit/index.ts';
import type { KycFace } from '../kyc/index.ts';
import { recentRounds } from '../play/index.ts';
import type { PaymentsFace } from '../payments/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import type { OperatorSession } from './access.ts';
import { operatorRefusal } from './refusals.ts';
import * as store from './store.ts';
import type { NoteRow } from './store.ts';

/**
 * Players as the console sees them: search, one profile assembled from the modules that own
 * each part (accounts with the accounts linked by a device, wallet, play, payments, kyc), ban and unban, notes. Changes write their audit
 * row in the same transaction.
 */

/** How many of each list a profile shows: the latest. */
const PROFILE_ROWS = 20;

export interface PlayerDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<AccountsFace, 'backOffice' | 'referrals'>;
  wallet: Pick<WalletFace, 'readBalances' | 'history'>;
  payments: Pick<PaymentsFace, 'deposits' | 'withdrawals'>;
  kyc: Pick<KycFace, 'state'>;
  audit: Pick<AuditFace, 'recordAudit'>;
}

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime());

export const summaryOf = (p: PlayerRecord): PlayerSummary => ({
  id: p.id, account: p.account, nickname: p.nickname, mobile: p.mobile, inviteCode: p.inviteCode, status: p.status,
  createdAt: new Date(p.createdAt).getTime(), lastSeenAt: ms(p.lastSeenAt),
});

const noteOf = (n: NoteRow): PlayerNote => ({ id: Number(n.id), operator: n.operator, text: n.text, createdAt: new Date(n.created_at).getTime() });

export type PlayerDesk = ReturnType<typeof createPlayerDesk>;

export function createPlayerDesk(deps: PlayerDeps) {
  const { db, clock, audit } = deps;
  const { backOffice } = deps.accounts;

  async function playerOrRefuse(playerId: number): Promise<PlayerRecord> {
    const player = await backOffice.findPlayer(playerId);
    if (!player) throw operatorRefusal('playerNotFound');
    return player;
  }

  async function setStatus(actor: OperatorSession, playerId: number, status: 'active' | 'banned', reason: string) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const changed = await backOffice.setStatus(tx, playerId, status);
      if (!changed) throw operatorRefusal('playerNotFound');
      if (changed.before === status) throw operatorRefusal('alreadyInState');
      // The player closed the account themselves: neither a ban nor an unban may change that.
      if (changed.before === 'closed') throw operatorRefusal('accountClosed');
      await audit.recordAudit(tx, {
        operator: actor.username, action: status === 'banned' ? 'player.ban' : 'player.unban', subjectKind: 'player', subjectId: String(playerId),
        before: { status: changed.before }, after: { status }, detail: { reason, sessionsEnded: changed.sessionsEnded }, at: now,
      });
      return { status, sessionsEnded: changed.sessionsEnded };
    });
  }

  return {
    async search(query: string, limit: number) {
      return { list: (await backOffice.searchPlayers(query, limit)).map(summaryOf) };
    },

    async profile(playerId: number) {
      const player = await playerOrRefuse(playerId);
      const page = { page: 1, pageSize: PROFILE_ROWS };
      const [balances, transfers, rounds, deposits, withdrawals, kyc, sessions, linked, notes] = await Promise.all([
        deps.wallet.readBalances(playerId),
        deps.wallet.history(playerId, page),
        recentRounds(db, playerId, PROFILE_ROWS),
        deps.payments.deposits.records(playerId, page),
        deps.payments.withdrawals.list(playerId, page),
        deps.kyc.state(playerId),
        backOffice.sessionsOf(playerId, PROFILE_ROWS),
        deps.accounts.referrals.linkedAccounts(playerId),
        store.notesOf(db, playerId, PROFILE_ROWS),
      ]);
      return {
        player: { ...summaryOf(player), countryCode: player.countryCode, inviterId: player.inviterId, registeredChannel: player.registeredChannel },
        balances: {
          coin: balances.coin, safebox: balances.safebox, lottery: balances.lottery, bet: balances.bet,
          vip: balances.vip, vipExp: balances.vipExp, userLevel: balances.userLevel,
        },
        transfers: transfers.list,
        rounds: rounds.map((r) => ({ ...r, openedAt: r.openedAt.getTime(), closedAt: ms(r.closedAt) })),
        deposits: deposits.list,
        withdrawals: withdrawals.list,
        kyc,
        sessions: sessions.map((s) => ({
          id: s.id, createdAt: new Date(s.createdAt).getTime(), lastSeenAt: new Date(s.lastSeenAt).getTime(), expiresAt: new Date(s.expiresAt).getTime(),
          endedAt: ms(s.revokedAt), ip: s.ip, deviceId: s.deviceId, userAgent: s.userAgent, platform: s.platform,
        })),
        linkedAccounts: linked.map((l) => ({ playerId: l.playerId, reason: l.reason, deviceId: l.deviceId, detectedAt: l.detectedAt.getTime() })),
        notes: notes.map(noteOf),
      };
    },

    ban: (actor: OperatorSession, playerId: number, reason: string) => setStatus(actor, playerId, 'banned', reason),
    unban: async (actor: OperatorSession, playerId: number, reason: string) => ({ status: (await setStatus(actor, playerId, 'active', reason)).status }),

    async addNote(actor: OperatorSession, playerId: number, text: string) {
      await playerOrRefuse(playerId);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const note = await store.insertNote(tx, { playerId, operator: actor.username, text, at: now });
        await audit.recordAudit(tx, {
          operator: actor.username, action: 'player.note', subjectKind: 'player', subjectId: String(playerId),
          before: null, after: null, detail: { noteId: Number(note.id), text }, at: now,
        });
        return { note: noteOf(note) };
      });
    },
  };
}
