import type { HouseAction, HouseChoice } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { JsonObject } from './game-rules.ts';

/** SQL of house_rounds (statuses: migrations/310_house.sql). */

export type RoundStatus = 'pending' | 'open' | 'settling' | 'closed' | 'void';

export interface RoundRow {
  id: string;
  playerId: number;
  gameId: number;
  gameCode: string;
  bet: number;
  payout: number;
  status: RoundStatus;
  choice: HouseChoice;
  actions: HouseAction[];
  /** Secret part of an open round; never leaves the server. */
  state: JsonObject | null;
  outcome: JsonObject | null;
  nonce: number | null;
  serverSeedHash: string | null;
  /** Only once the round's seed pair is revealed. */
  revealedServerSeed: string | null;
  clientSeed: string | null;
  betTransactionId: string;
  leaseUntil: Date;
  createdAt: Date;
  settledAt: Date | null;
}

interface RoundColumns {
  id: string;
  player_id: number;
  game_id: number;
  game_code: string;
  bet: number;
  payout: number;
  status: RoundStatus;
  choice: HouseChoice | string;
  actions: HouseAction[] | string;
  state: JsonObject | string | null;
  outcome: JsonObject | string | null;
  nonce: number | null;
  server_seed_hash: string | null;
  revealed_server_seed: string | null;
  client_seed: string | null;
  bet_transaction_id: string;
  lease_until: Date | string;
  created_at: Date | string;
  settled_at: Date | string | null;
}

// jsonb comes back parsed from both drivers; text is parsed in case a driver leaves it raw.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const jsonOrNull = <T>(value: T | string | null): T | null => (value === null ? null : json(value));

const toRow = (r: RoundColumns): RoundRow => ({
  id: r.id,
  playerId: Number(r.player_id),
  gameId: Number(r.game_id),
  gameCode: r.game_code,
  bet: Number(r.bet),
  payout: Number(r.payout),
  status: r.status,
  choice: json(r.choice),
  actions: json(r.actions),
  state: jsonOrNull(r.state),
  outcome: jsonOrNull(r.outcome),
  nonce: r.nonce === null ? null : Number(r.nonce),
  serverSeedHash: r.server_seed_hash,
  revealedServerSeed: r.revealed_server_seed,
  clientSeed: r.client_seed,
  betTransactionId: r.bet_transaction_id,
  leaseUntil: new Date(r.lease_until),
  createdAt: new Date(r.created_at),
  settledAt: r.settled_at === null ? null : new Date(r.settled_at),
});

// The server seed is selected only when its pair is revealed.
const ROUND_COLUMNS = `r.id, r.player_id, r.game_id, r.game_code, r.bet, r.payout, r.status, r.choice, r.actions,
    r.state, r.outcome, r.nonce, s.server_seed_hash, CASE WHEN s.status = 'revealed' THEN s.server_seed END AS revealed_server_seed,
    s.client_seed, r.bet_transaction_id, r.lease_until, r.created_at, r.settled_at`;
const SELECT_ROUND = `SELECT ${ROUND_COLUMNS} FROM house_rounds r LEFT JOIN house_seeds s ON s.id = r.seed_id`;

// The statements of a round's life are run for every round: prepared, so planned once per connection.
const PREPARED = { prepared: true } as const;

/** Statuses a player is shown. */
const SHOWN = `r.status IN ('open', 'settling', 'closed')`;

export interface NewRound {
  id: string;
  playerId: number;
  gameId: number;
  gameCode: string;
  bet: number;
  choice: HouseChoice;
  betTransactionId: string;
  leaseUntil: Date;
  createdAt: Date;
}

/**
 * Claims the requestId (player, requestId, fingerprint) for a new round and records the round
 * as pending, in one statement (so one commit): false, and nothing written, when the requestId
 * is taken already. The request's reference to its round is checked at the end of the
 * statement, when both rows are in.
 */
export async function insertClaimedRound(q: Queryable, round: NewRound, requestId: string, fingerprint: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `WITH claimed AS (
       INSERT INTO house_requests (player_id, request_id, fingerprint, round_id, created_at) VALUES ($2, $10, $11, $1, $9)
       ON CONFLICT (player_id, request_id) DO NOTHING RETURNING round_id)
     INSERT INTO house_rounds (id, player_id, game_id, game_code, bet, status, choice, bet_transaction_id, lease_until, created_at)
     SELECT $1::text, $2::bigint, $3::integer, $4::text, $5::bigint, 'pending', $6::jsonb, $7::text, $8::timestamptz, $9::timestamptz FROM claimed`,
    [round.id, round.playerId, round.gameId, round.gameCode, round.bet, JSON.stringify(round.choice), round.betTransactionId, round.leaseUntil, round.createdAt,
      requestId, fingerprint],
    PREPARED);
  return rowCount === 1;
}

export async function findRound(q: Queryable, roundId: string): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundColumns>(`${SELECT_ROUND} WHERE r.id = $1`, [roundId], PREPARED);
  return rows[0] ? toRow(rows[0]) : null;
}

/** One of the player's rounds the player may see. */
export async function findShownRound(q: Queryable, playerId: number, roundId: string): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundColumns>(`${SELECT_ROUND} WHERE r.id = $1 AND r.player_id = $2 AND ${SHOWN}`, [roundId, playerId]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** The round of this game waiting for the player's next step, if any. */
export async function findOpenRound(q: Queryable, playerId: number, gameCode: string): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundColumns>(`${SELECT_ROUND} WHERE r.player_id = $1 AND r.game_code = $2 AND r.status = 'open'`, [playerId, gameCode], PREPARED);
  return rows[0] ? toRow(rows[0]) : null;
}

/** The player's rounds of a game, newest first. */
export async function listRounds(q: Queryable, playerId: number, gameCode: string, limit: number): Promise<RoundRow[]> {
  const { rows } = await q.query<RoundColumns>(
    `${SELECT_ROUND} WHERE r.player_id = $1 AND r.game_code = $2 AND ${SHOWN} ORDER BY r.created_at DESC, r.seed_id DESC, r.nonce DESC LIMIT $3`,
    [playerId, gameCode, limit]);
  return rows.map(toRow);
}

/**
 * The statement of listAbandonedRounds, which every housePlay runs: it reads the player's
 * unsettled rounds of the game through their own index, not every round they ever played
 * (migration 992).
 */
export const abandonedRoundsQuery = (playerId: number, gameCode: string, now: Date) => ({
  text: `${SELECT_ROUND} WHERE r.player_id = $1 AND r.game_code = $2 AND r.status IN ('pending', 'settling') AND r.lease_until <= $3
      ORDER BY r.created_at`,
  values: [playerId, gameCode, now] as unknown[],
});

/** Rounds of a game left unsettled by a request that is no longer working on them. */
export async function listAbandonedRounds(q: Queryable, playerId: number, gameCode: string, now: Date): Promise<RoundRow[]> {
  const { text, values } = abandonedRoundsQuery(playerId, gameCode, now);
  const { rows } = await q.query<RoundColumns>(text, values, PREPARED);
  return rows.map(toRow);
}

/**
 * Takes up to `limit` abandoned rounds of any player (pending or settling, lease ended) for
 * recovery, by giving them a new lease until `leaseUntil`. Rows another server is taking at the
 * same moment are skipped, and the new lease keeps requests and other servers off them meanwhile.
 */
export async function claimAbandonedRounds(q: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<RoundRow[]> {
  const { rows } = await q.query<RoundColumns>(
    `WITH claimed AS (
       UPDATE house_rounds SET lease_until = $2 WHERE id IN (
         SELECT id FROM house_rounds WHERE status IN ('pending', 'settling') AND lease_until <= $1
          ORDER BY lease_until LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id)
     ${SELECT_ROUND} JOIN claimed c ON c.id = r.id ORDER BY r.created_at`,
    [now, leaseUntil, limit]);
  return rows.map(toRow);
}

/** Games in which the player has a round not yet settled. */
export async function unsettledGames(q: Queryable, playerId: number, gameCode?: string): Promise<string[]> {
  const { rows } = await q.query<{ game_code: string }>(
    `SELECT DISTINCT game_code FROM house_rounds WHERE player_id = $1 AND status IN ('pending', 'open', 'settling')
       AND ($2::text IS NULL OR game_code = $2) ORDER BY game_code`, [playerId, gameCode ?? null], PREPARED);
  return rows.map((r) => r.game_code);
}

export interface DrawnRound {
  seedId: number;
  nonce: number;
  state: JsonObject | null;
  outcome: JsonObject;
  payout: number;
  status: 'open' | 'settling';
}

/** Records the outcome drawn for a pending round whose bet was accepted; false if it was not pending. */
export async function recordDraw(q: Queryable, roundId: string, drawn: DrawnRound): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE house_rounds SET seed_id = $2, nonce = $3, state = $4::jsonb, outcome = $5::jsonb, payout = $6, status = $7
      WHERE id = $1 AND status = 'pending'`,
    [roundId, drawn.seedId, drawn.nonce, jsonParam(drawn.state), JSON.stringify(drawn.outcome), drawn.payout, drawn.status], PREPARED);
  return rowCount === 1;
}

export interface RoundStepUpdate {
  actions: HouseAction[];
  state: JsonObject | null;
  outcome: JsonObject;
  payout: number;
  status: 'open' | 'settling';
  leaseUntil: Date;
}

/**
 * Records a step of an open round, provided no other step got there first (the number of
 * steps taken is still `stepsBefore`); false otherwise.
 */
export async function recordStep(q: Queryable, roundId: string, stepsBefore: number, step: RoundStepUpdate): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE house_rounds SET actions = $3::jsonb, state = $4::jsonb, outcome = $5::jsonb, payout = $6, status = $7, lease_until = $8
      WHERE id = $1 AND status = 'open' AND jsonb_array_length(actions) = $2`,
    [roundId, stepsBefore, JSON.stringify(step.actions), jsonParam(step.state), JSON.stringify(step.outcome), step.payout, step.status, step.leaseUntil],
    PREPARED);
  return rowCount === 1;
}

/** Closes a settling round whose win is paid; answers the closed round, or null when it was not settling (closed already). */
export async function markClosed(q: Queryable, roundId: string, winTransactionId: string, at: Date): Promise<RoundRow | null> {
  const { rows } = await q.query<RoundColumns>(
    `WITH r AS (
       UPDATE house_rounds SET status = 'closed', win_transaction_id = $2, settled_at = $3, lease_until = $3
        WHERE id = $1 AND status = 'settling' RETURNING *)
     SELECT ${ROUND_COLUMNS} FROM r LEFT JOIN house_seeds s ON s.id = r.seed_id`, [roundId, winTransactionId, at], PREPARED);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Nothing was played: the bet was refused or rolled back. Its requests are forgotten, so their ids can be used again. */
export async function markVoid(q: Queryable, roundId: string, rollbackTransactionId: string | null, at: Date): Promise<void> {
  await q.query('DELETE FROM house_requests WHERE round_id = $1', [roundId]);
  await q.query(
    `UPDATE house_rounds SET status = 'void', payout = 0, rollback_transaction_id = $2, settled_at = $3, lease_until = $3
      WHERE id = $1 AND status IN ('pending', 'open', 'settling')`, [roundId, rollbackTransactionId, at]);
}

/** The request working on the round is done with it (or gave up): recovery may take it from here. */
export async function releaseLease(q: Queryable, roundId: string, at: Date): Promise<void> {
  await q.query('UPDATE house_rounds SET lease_until = $2 WHERE id = $1 AND lease_until > $2', [roundId, at], PREPARED);
}

const jsonParam = (value: JsonObject | null): string | null => (value === null ? null : JSON.stringify(value));
