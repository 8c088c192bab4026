import type { Queryable } from '../../platform/db.ts';

/**
 * The inviter tree (players.pid) and the accounts sharing a device, as the referral activities
 * (invite friends, invite spin, agents) read them. Who counts as a qualified invitee is theirs to
 * decide; this answers the facts. docs/decisions/082-referrals-and-linked-accounts.md.
 */
export interface Invitee {
  playerId: number;
  nickname: string;
  registeredAt: Date;
  /** A mobile number is bound (registered with, or bound later). */
  mobileBound: boolean;
  status: string;
  /** The invitee and the inviter have used one device (a session's device fingerprint). */
  sharesDeviceWithInviter: boolean;
  /** The invitee's account is linked to another account by a device (account_links): not a new player. */
  linked: boolean;
}

export interface LinkedAccount { playerId: number; reason: 'device'; deviceId: string | null; detectedAt: Date }

type Q = Pick<Queryable, 'query'>;

/** A player's invitees (pid = the player), oldest first. */
export async function readInvitees(q: Q, inviterId: number): Promise<Invitee[]> {
  const { rows } = await q.query<{
    id: string | number; nickname: string; created_at: Date | string; mobile: string | null; status: string; shares_device: boolean; linked: boolean;
  }>(
    `SELECT p.id, p.nickname, p.created_at, p.mobile, p.status,
            EXISTS (SELECT 1 FROM sessions s JOIN sessions i ON i.device_id = s.device_id
                     WHERE s.player_id = p.id AND i.player_id = $1 AND s.device_id IS NOT NULL) AS shares_device,
            EXISTS (SELECT 1 FROM account_links l WHERE l.player_id = p.id OR l.linked_player_id = p.id) AS linked
       FROM players p WHERE p.pid = $1 ORDER BY p.created_at, p.id`,
    [inviterId],
  );
  return rows.map((r) => ({
    playerId: Number(r.id), nickname: r.nickname, registeredAt: new Date(r.created_at), mobileBound: r.mobile !== null && r.mobile !== '',
    status: r.status, sharesDeviceWithInviter: r.shares_device, linked: r.linked,
  }));
}

/** The inviter (pid) of each given player that has one. */
export async function readInvitersOf(q: Q, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: string | number; pid: string | number }>(
    'SELECT id, pid FROM players WHERE id = ANY($1::bigint[]) AND pid IS NOT NULL', [playerIds],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.pid)]));
}

/** How many invitees each given player has (players without any are left out). */
export async function readInviteeCounts(q: Q, inviterIds: readonly number[]): Promise<Map<number, number>> {
  if (inviterIds.length === 0) return new Map();
  const { rows } = await q.query<{ pid: string | number; n: string | number }>(
    'SELECT pid, count(*) AS n FROM players WHERE pid = ANY($1::bigint[]) GROUP BY pid', [inviterIds],
  );
  return new Map(rows.map((r) => [Number(r.pid), Number(r.n)]));
}

/** Whether two players have used one device. */
export async function shareDevice(q: Q, a: number, b: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM sessions s JOIN sessions t ON t.device_id = s.device_id
      WHERE s.player_id = $1 AND t.player_id = $2 AND s.device_id IS NOT NULL LIMIT 1`,
    [a, b],
  );
  return rowCount > 0;
}

/** Whether a player has used this device. */
export async function usedDevice(q: Q, playerId: number, deviceId: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM sessions WHERE device_id = $1 AND player_id = $2 LIMIT 1', [deviceId, playerId]);
  return rowCount > 0;
}

/**
 * At registration, in its transaction: links the new account to each other account that used
 * the same device (at most 50, the newest), so operators see them; returns how many.
 */
export async function linkAccountsOnDevice(q: Q, playerId: number, deviceId: string | null, at: Date): Promise<number> {
  if (deviceId === null) return 0;
  const { rowCount } = await q.query(
    `INSERT INTO account_links (player_id, linked_player_id, reason, device_id, detected_at)
     SELECT $1, other.player_id, 'device', $2, $3
       FROM (SELECT player_id, max(created_at) AS last_at FROM sessions
              WHERE device_id = $2 AND player_id <> $1 GROUP BY player_id ORDER BY last_at DESC LIMIT 50) other
     ON CONFLICT DO NOTHING`,
    [playerId, deviceId, at],
  );
  return rowCount;
}

/** The accounts linked to a player, either way round (the console's player record). */
export async function readLinkedAccounts(q: Q, playerId: number): Promise<LinkedAccount[]> {
  const { rows } = await q.query<{ other: string | number; reason: 'device'; device_id: string | null; detected_at: Date | string }>(
    `SELECT CASE WHEN player_id = $1 THEN linked_player_id ELSE player_id END AS other, reason, device_id, detected_at
       FROM account_links WHERE player_id = $1 OR linked_player_id = $1 ORDER BY detected_at, other`,
    [playerId],
  );
  return rows.map((r) => ({ playerId: Number(r.other), reason: r.reason, deviceId: r.device_id, detectedAt: new Date(r.detected_at) }));
}

/** What the accounts face offers of referrals (in the caller's transaction when given one). */
export interface Referrals {
  invitees(inviterId: number, q?: Q): Promise<Invitee[]>;
  invitersOf(playerIds: readonly number[], q?: Q): Promise<Map<number, number>>;
  inviteeCounts(inviterIds: readonly number[], q?: Q): Promise<Map<number, number>>;
  shareDevice(a: number, b: number, q?: Q): Promise<boolean>;
  linkedAccounts(playerId: number, q?: Q): Promise<LinkedAccount[]>;
}

export function createReferrals(db: Q): Referrals {
  return {
    invitees: (inviterId, q = db) => readInvitees(q, inviterId),
    invitersOf: (playerIds, q = db) => readInvitersOf(q, playerIds),
    inviteeCounts: (inviterIds, q = db) => readInviteeCounts(q, inviterIds),
    shareDevice: (a, b, q = db) => shareDevice(q, a, b),
    linkedAccounts: (playerId, q = db) => readLinkedAccounts(q, playerId),
  };
}
