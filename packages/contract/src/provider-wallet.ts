import { z } from 'zod';

/**
 * The seamless-wallet API that game providers call: POST /provider/v1/{providerCode}/{action}
 * with a JSON body signed by HMAC-SHA256(provider secret, raw body bytes), lower-case hex, in
 * the X-Signature header. docs/providers.md is the integrator's guide.
 *
 * Every answer is HTTP 200 with `status: 'OK'` or `status: 'ERROR'` and an `error` code below,
 * except: a missing or wrong signature (401, INVALID_SIGNATURE), an unknown provider or action
 * (404), a body that does not parse or fit the schema (400, INVALID_REQUEST naming the field).
 * Amounts are integer hundredths of the player's currency.
 */
export const PROVIDER_SIGNATURE_HEADER = 'x-signature';
/** Where a provider's calls go: `${PROVIDER_PATH_PREFIX}/{providerCode}/{action}`. */
export const PROVIDER_PATH_PREFIX = '/provider/v1';
/** Our own games' provider code: always present in the gateway's provider table, serving the house platform. */
export const HOUSE_PROVIDER_CODE = 'house';
export const ProviderActions = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderAction = (typeof ProviderActions)[number];

export const ProviderErrors = [
  /** 401: X-Signature missing or not HMAC-SHA256(secret, body). */
  'INVALID_SIGNATURE',
  /** 400: the body is not JSON or a field is wrong (message names it). */
  'INVALID_REQUEST',
  /** 404: no provider with that code, or no such action. */
  'NOT_FOUND',
  /** The provider is configured but switched off. */
  'PROVIDER_DISABLED',
  /** No game session has that token (or it belongs to another provider). */
  'INVALID_TOKEN',
  /** The session expired or was closed: new bets are refused; wins and rollbacks still settle. */
  'TOKEN_EXPIRED',
  /** playerId does not match the session's player. */
  'PLAYER_MISMATCH',
  /** The game is not this session's game, or is disabled / under maintenance (new bets only). */
  'GAME_UNAVAILABLE',
  /** The bet is larger than the balance; `balance` is included. */
  'INSUFFICIENT_FUNDS',
  /** The transactionId was used before with a different amount, round, player, game or kind. */
  'DUPLICATE_MISMATCH',
  /**
   * A win names a bet this gateway never accepted (or one of another player, game or round), or
   * a rollback names a transaction that is not a bet. Rollbacks of unknown ids succeed and are remembered.
   */
  'BET_NOT_FOUND',
  /** The bet was rolled back (possibly before it arrived): it is refused, or a win on it is refused. */
  'BET_ROLLED_BACK',
  /** The round was closed by an earlier win (or bet) with roundClosed: no more bets or wins on it. */
  'ROUND_CLOSED',
  /** A rollback of a bet that a win has already settled: refused, nothing moves. */
  'BET_ALREADY_SETTLED',
  /**
   * The bet would pass a limit the player set on their play (loss, wager, session time; safer
   * play): refused, nothing recorded; `limit` says which. Wins and rollbacks are never refused so.
   */
  'BET_REFUSED',
] as const;
export type ProviderError = (typeof ProviderErrors)[number];

const money = z.number().int().nonnegative().max(1_000_000_000_00);
// Ids are stored and compared as given: printable ASCII without spaces, so nothing invisible.
const Id = z.string().min(1).max(128).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');
// Only ever hashed and looked up: an unknown token is INVALID_TOKEN, whatever its characters.
const Token = z.string().min(16).max(128);
const PlayerId = z.string().min(1).max(32).regex(/^\d+$/, 'must be a decimal player id').describe('our player id as a decimal string, from authenticate');

export const ProviderRequests = {
  authenticate: z.object({ token: Token }),
  balance: z.object({ token: Token, playerId: PlayerId }),
  bet: z.object({
    token: Token, playerId: PlayerId, gameCode: Id, roundId: Id, transactionId: Id,
    amount: money.refine((n) => n > 0, 'must be more than 0'),
    roundClosed: z.boolean().optional().describe('true when the round has no win to follow'),
  }),
  win: z.object({
    token: Token, playerId: PlayerId, gameCode: Id, roundId: Id, transactionId: Id,
    betTransactionId: Id.describe('the bet this win settles'),
    amount: money.describe('0 settles a lost round'),
    roundClosed: z.boolean().default(true),
  }),
  rollback: z.object({
    token: Token, playerId: PlayerId, gameCode: Id, roundId: Id, transactionId: Id,
    referenceTransactionId: Id.describe('the bet to cancel'),
  }),
} as const satisfies Record<ProviderAction, z.ZodObject>;

export type ProviderRequest<A extends ProviderAction> = z.input<(typeof ProviderRequests)[A]>;

export interface ProviderOk {
  status: 'OK';
  /** The player's coin balance after the action (integer hundredths). */
  balance: number;
  currency: string;
  /** authenticate: the player's id for later calls. */
  playerId?: string;
  /** authenticate: the game the session was opened for. */
  gameCode?: string;
  /** bet/win/rollback: our id of the transaction (the same on a replay). */
  walletTransactionId?: string;
  /** bet/win/rollback: true when this answer repeats an earlier one. */
  alreadyProcessed?: boolean;
}

/** BET_REFUSED: the player's limit the bet would pass. */
export interface BetLimitReached {
  /** loss (bets less wins in the period), wager (bets in the period), session (minutes one login may play). */
  kind: 'loss' | 'wager' | 'session';
  /** The Philippine day, week (from Monday) or calendar month; null for session. */
  period: 'day' | 'week' | 'month' | null;
  /** The limit: hundredths, or minutes for session. */
  limit: number;
  /** What the period used before this bet (hundredths), or the minutes the login has played. */
  used: number;
}

export interface ProviderFailure {
  status: 'ERROR';
  error: ProviderError;
  message: string;
  /** Present where the player is known (always on INSUFFICIENT_FUNDS). */
  balance?: number;
  /** BET_REFUSED: the limit. */
  limit?: BetLimitReached;
}

export type ProviderReply = ProviderOk | ProviderFailure;
