import { z } from 'zod';
import { defineCall } from '../call.ts';

/**
 * The house games' own API: what the game client in the browser calls. It is the house
 * provider's side of the boundary, authenticated by the game session token that startGame
 * put in the launch URL (not by the player's login token), and served under /house/v1/.
 * Every coin the house games move goes through the seamless-wallet gateway
 * (docs/providers.md), exactly as an external provider's would.
 *
 * A rule refused the request: HTTP 200, code 200, errcode N (1120-1149).
 */
export const HouseErrcode = {
  /** The game session token is unknown, closed or expired: start the game again. */
  SessionInvalid: 1120,
  /** The game is not offered now (disabled, maintenance, provider disabled). */
  GameUnavailable: 1121,
  /** The bet is not one of the game's bet options. */
  BetInvalid: 1122,
  /** The choice does not fit the game (dice target, crash target, mine count, fish, tile, hold). */
  ChoiceInvalid: 1123,
  /** No round of this session with that id is waiting for this action. */
  RoundNotOpen: 1124,
  /** The player's coin balance is smaller than the bet (the balance is in the refusal's data). */
  InsufficientBalance: 1125,
  /** A round of this game is still open (finish it first: draw, reveal or cash out). */
  RoundAlreadyOpen: 1126,
  /** The requestId was used before for a different request. */
  RequestIdReused: 1127,
  /** No such round of this player (getHouseRound). */
  RoundNotFound: 1128,
  /** The first request with this requestId is still being processed: retry it with the same id. */
  RequestInProgress: 1129,
} as const;
export type HouseErrcode = (typeof HouseErrcode)[keyof typeof HouseErrcode];

const HOUSE = '/house/v1';
const money = z.number().int().describe('integer hundredths');
const Session = z.string().min(16).max(128).describe('the game session token from the launch URL');
const RequestId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
  .describe('chosen by the client per action; a retry with the same id returns the first answer');
const RoundId = z.string().min(1).max(64);
const Bet = z.number().int().positive().max(100_000_000).describe('integer hundredths; one of betOptions');

/** What the player is shown before playing: the commitment to the next rounds. */
export const SeedCommitment = z.object({
  serverSeedHash: z.string().describe('hex SHA-256 of the active server seed'),
  clientSeed: z.string(),
  nextNonce: z.number().int().nonnegative(),
});
export type SeedCommitment = z.infer<typeof SeedCommitment>;

/** A retired seed pair, revealed on rotation. */
export const RevealedSeeds = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  roundsPlayed: z.number().int().nonnegative(),
  revealedAt: z.number().int().describe('ms since epoch'),
});
export type RevealedSeeds = z.infer<typeof RevealedSeeds>;

/** The player's choice for a one-shot round (slots take none). */
export const HouseChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spin') }),
  z.object({ kind: z.literal('dice'), target: z.number().int().min(0).max(9999), direction: z.enum(['under', 'over']) }),
  z.object({ kind: z.literal('crash'), cashOutAt: z.number().int().min(101).max(100_000_000).describe('auto cash-out multiplier in hundredths') }),
  z.object({ kind: z.literal('shot'), fish: z.string().min(1).max(32) }),
  z.object({ kind: z.literal('poker') }).describe('deals a hand; houseAct draw finishes it'),
  z.object({ kind: z.literal('mines'), mineCount: z.number().int().min(1).max(24) }).describe('opens a board; houseAct reveal/cashout finish it'),
]);
export type HouseChoice = z.infer<typeof HouseChoice>;

/** A later step of a multi-step round (video poker, mines). */
export const HouseAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw'), held: z.array(z.boolean()).length(5) }),
  z.object({ kind: z.literal('reveal'), tile: z.number().int().min(0).max(24) }),
  z.object({ kind: z.literal('cashout') }),
]);
export type HouseAction = z.infer<typeof HouseAction>;

/**
 * One round as the player sees it. `outcome` is the game's outcome object from
 * @casino/games (e.g. LuckyTigerOutcome, DiceOutcome, MinesRound with the mines hidden while
 * open, VideoPokerResult or the dealt hand while open). Secrets are never in it while the
 * round is open.
 */
export const HouseRound = z.object({
  roundId: RoundId,
  gameId: z.number().int(),
  gameCode: z.string(),
  bet: money,
  payout: money,
  status: z.enum(['open', 'closed']),
  choice: HouseChoice,
  actions: z.array(HouseAction).describe('steps taken after the deal, in order'),
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  /** Shown once the seed pair has been rotated; null while it is still active. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type HouseRound = z.infer<typeof HouseRound>;

export const HouseGameInfo = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.number().int(),
  targetRtp: z.number().describe('fraction, 0.96 = 96%'),
  volatility: z.enum(['low', 'medium', 'high']),
  rtpNote: z.string().optional(),
});

export const houseInit = defineCall({
  name: 'houseInit', anonymous: true, path: `${HOUSE}/init`,
  summary: 'The game of this session, the bet options, the balance, the seed commitment and the open round to resume (if any).',
  body: z.object({ session: Session }),
  response: z.object({
    game: HouseGameInfo,
    balance: money,
    betOptions: z.array(money).min(1),
    defaultBet: money,
    seeds: SeedCommitment,
    openRound: HouseRound.nullable(),
  }),
});

export const housePlay = defineCall({
  name: 'housePlay', anonymous: true, path: `${HOUSE}/play`,
  summary: 'Play a round: the bet goes to the wallet gateway, the outcome comes from the next nonce, the win is paid. Video poker and mines stay open for houseAct.',
  body: z.object({ session: Session, requestId: RequestId, bet: Bet, choice: HouseChoice }),
  response: z.object({ round: HouseRound, balance: money }),
});

export const houseAct = defineCall({
  name: 'houseAct', anonymous: true, path: `${HOUSE}/act`,
  summary: 'The next step of an open round: draw (video poker), reveal a tile or cash out (mines).',
  body: z.object({ session: Session, requestId: RequestId, roundId: RoundId, action: HouseAction }),
  response: z.object({ round: HouseRound, balance: money }),
});

export const houseRounds = defineCall({
  name: 'houseRounds', anonymous: true, path: `${HOUSE}/rounds`,
  summary: 'The player\'s recent rounds of this session\'s game, newest first.',
  body: z.object({ session: Session, limit: z.number().int().min(1).max(50).optional() }),
  response: z.object({ list: z.array(HouseRound) }),
});

export const houseSeeds = defineCall({
  name: 'houseSeeds', anonymous: true, path: `${HOUSE}/seeds`,
  summary: 'The active seed commitment and the most recently revealed seed pairs.',
  body: z.object({ session: Session }),
  response: z.object({ active: SeedCommitment, revealed: z.array(RevealedSeeds) }),
});

export const houseRotateSeeds = defineCall({
  name: 'houseRotateSeeds', anonymous: true, path: `${HOUSE}/rotateSeeds`,
  summary: 'Reveal the active server seed and commit to a new one, with a new client seed if given. Refused (1126) while a round is open.',
  body: z.object({ session: Session, clientSeed: z.string().min(1).max(64).regex(/^[\x20-\x7e]+$/, 'printable ASCII only').optional() }),
  response: z.object({ revealed: RevealedSeeds, active: SeedCommitment }),
});

export const getHouseRound = defineCall({
  name: 'getHouseRound', anonymous: false,
  summary: 'One of the player\'s own house rounds with everything needed to verify it (the server seed once rotated). 1128 when not found.',
  body: z.object({ roundId: RoundId }),
  response: z.object({ round: HouseRound }),
});

/** The house games' calls, in the order of the call list (calls/index.ts). */
export const houseCalls = {
  houseInit,
  housePlay,
  houseAct,
  houseRounds,
  houseSeeds,
  houseRotateSeeds,
  getHouseRound,
} as const;
