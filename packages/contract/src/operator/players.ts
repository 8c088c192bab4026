import { z } from 'zod';
import { DepositOrder, WithdrawalOrder } from '../calls/payments.ts';
import { KycState } from '../calls/kyc.ts';
import { TransactionRecord } from '../calls/wallet.ts';
import { defineOperatorCall, EpochMs, Limit, PlayerId, Reason } from './define.ts';

/** Players as operators see them: search, the profile, ban and unban, notes. */

/** closed: the player closed the account themselves (closeAccount); sign-in is refused with 3601. */
export const PlayerStatuses = ['active', 'banned', 'closed'] as const;

export const PlayerSummary = z.object({
  id: z.number().int(),
  account: z.string().describe('username or phone number the player signs in with'),
  nickname: z.string(),
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  status: z.enum(PlayerStatuses),
  createdAt: EpochMs,
  lastSeenAt: EpochMs.nullable(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayerSession = z.object({
  id: z.number().int(),
  createdAt: EpochMs,
  lastSeenAt: EpochMs,
  expiresAt: EpochMs,
  endedAt: EpochMs.nullable().describe('when it was revoked (logout, password change, ban); null while it lasts or until it expires'),
  ip: z.string().nullable(),
  deviceId: z.string().nullable(),
  userAgent: z.string().nullable(),
  platform: z.number().int().nullable(),
});

export const PlayerNote = z.object({
  id: z.number().int(),
  operator: z.string(),
  text: z.string(),
  createdAt: EpochMs,
});
export type PlayerNote = z.infer<typeof PlayerNote>;

/** A game round of the player, with any provider (the house's games included). */
export const PlayerRound = z.object({
  providerCode: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  gameName: z.string().nullable().describe('null when the catalog does not list the game'),
  status: z.enum(['open', 'closed']),
  totalBet: z.number().int().describe('hundredths, less rolled-back bets'),
  totalWin: z.number().int().describe('hundredths'),
  openedAt: EpochMs,
  closedAt: EpochMs.nullable(),
});

/** Another account linked to the player (docs/decisions/082): seen on the same device fingerprint. */
export const LinkedAccount = z.object({
  playerId: z.number().int().describe('the other account'),
  reason: z.enum(['device']).describe('what the two accounts share'),
  deviceId: z.string().nullable(),
  detectedAt: EpochMs,
});

export const PlayerBalances = z.object({
  coin: z.number().int(),
  safebox: z.number().int(),
  lottery: z.number().int().describe('points'),
  bet: z.number().int().describe('cumulative bets'),
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
});

export const playerSearch = defineOperatorCall({
  name: 'playerSearch', permission: 'players.read',
  summary: 'Players whose id, username, phone number or invite code matches the query (exact id or code; username and phone also by prefix), newest first.',
  body: z.object({ query: z.string().trim().min(1).max(64), limit: Limit(50, 20) }),
  response: z.object({ list: z.array(PlayerSummary) }),
});

export const playerProfile = defineOperatorCall({
  name: 'playerProfile', permission: 'players.read',
  summary: 'One player: details, balances, the latest transfers, game rounds, deposits and withdrawals, KYC state, login sessions (with devices), accounts linked by a device and operator notes.',
  body: z.object({ playerId: PlayerId }),
  response: z.object({
    player: PlayerSummary.extend({ countryCode: z.string(), inviterId: z.number().int().nullable(), registeredChannel: z.string().nullable() }),
    balances: PlayerBalances,
    transfers: z.array(TransactionRecord),
    rounds: z.array(PlayerRound),
    deposits: z.array(DepositOrder),
    withdrawals: z.array(WithdrawalOrder),
    kyc: KycState,
    sessions: z.array(PlayerSession),
    linkedAccounts: z.array(LinkedAccount),
    notes: z.array(PlayerNote),
  }),
});

export const playerBan = defineOperatorCall({
  name: 'playerBan', permission: 'players.ban',
  summary: 'Bans a player: their login sessions end at once and sign-in is refused with errcode 1047 until unbanned.',
  body: z.object({ playerId: PlayerId, reason: Reason }),
  response: z.object({ status: z.enum(PlayerStatuses), sessionsEnded: z.number().int() }),
});

export const playerUnban = defineOperatorCall({
  name: 'playerUnban', permission: 'players.ban',
  summary: 'Lifts a ban: the player may sign in again (their old sessions stay ended).',
  body: z.object({ playerId: PlayerId, reason: Reason }),
  response: z.object({ status: z.enum(PlayerStatuses) }),
});

export const playerNoteAdd = defineOperatorCall({
  name: 'playerNoteAdd', permission: 'players.notes',
  summary: 'Adds an operator note to a player (never shown to the player).',
  body: z.object({ playerId: PlayerId, text: z.string().trim().min(1).max(2000) }),
  response: z.object({ note: PlayerNote }),
});

export const playerCalls = { playerSearch, playerProfile, playerBan, playerUnban, playerNoteAdd } as const;
