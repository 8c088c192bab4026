import type { Gender } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { UserInfoPart } from './user-info.ts';

/** accounts' own part of the user info beyond the player's row: hasUserOther and lineAccount (§3). */
export const profileUserInfo: UserInfoPart = async (q, playerId) => {
  const { rows } = await q.query<{ has_user_other: boolean; line_account: string }>(
    `SELECT EXISTS (SELECT 1 FROM player_details WHERE player_id = $1) AS has_user_other,
       COALESCE((SELECT COALESCE(NULLIF(display_name, ''), subject) FROM line_identities WHERE player_id = $1), '') AS line_account`,
    [playerId],
  );
  return { hasUserOther: rows[0]?.has_user_other ?? false, lineAccount: rows[0]?.line_account ?? '' };
};

export async function updateLooks(q: Queryable, playerId: number, nickname: string | null, avatar: number | null): Promise<{ nickname: string; avatar: number }> {
  const { rows } = await q.query<{ nickname: string; avatar: number }>(
    'UPDATE players SET nickname = COALESCE($2, nickname), avatar = COALESCE($3, avatar) WHERE id = $1 RETURNING nickname, avatar',
    [playerId, nickname, avatar],
  );
  const row = rows[0];
  if (!row) throw new Error('session without player');
  return row;
}

// The inviter ----------------------------------------------------------------------------------

export interface InviterCandidate {
  id: number;
  status: 'active' | 'banned' | 'closed';
}

export async function findPlayerByInviteCode(q: Queryable, inviteCode: string): Promise<InviterCandidate | null> {
  const { rows } = await q.query<InviterCandidate>('SELECT id, status FROM players WHERE invite_code = $1', [inviteCode]);
  return rows[0] ?? null;
}

export async function findPlayerStatus(q: Queryable, id: number): Promise<InviterCandidate | null> {
  const { rows } = await q.query<InviterCandidate>('SELECT id, status FROM players WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The advisory lock that serialises inviter bindings (the ring check reads the whole chain). */
const INVITER_BINDING_LOCK_KEY = 7_201_339_443;

/**
 * Locks both players' rows, in id order (so two bindings between the same two players cannot
 * deadlock), and answers the player's current superior.
 */
export async function lockForBinding(q: Queryable, playerId: number, inviterId: number): Promise<{ pid: number | null }> {
  // Bindings one at a time: two at once on disjoint rows could each pass the ring check and
  // together close a ring (A -> B and C -> D while B -> C and D -> A). Binding is rare.
  await q.query('SELECT pg_advisory_xact_lock($1)', [INVITER_BINDING_LOCK_KEY]);
  const { rows } = await q.query<{ id: number; pid: number | null }>(
    'SELECT id, pid FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [[playerId, inviterId]],
  );
  const player = rows.find((row) => Number(row.id) === playerId);
  if (!player) throw new Error('session without player');
  return { pid: player.pid === null ? null : Number(player.pid) };
}

/** Whether `playerId` is `inviterId`'s superior, or their superior's, and so on up the chain. */
export async function isAboveInChain(q: Queryable, playerId: number, inviterId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `WITH RECURSIVE chain (id, depth) AS (
       SELECT pid, 1 FROM players WHERE id = $2 AND pid IS NOT NULL
       UNION ALL
       SELECT p.pid, c.depth + 1 FROM players p JOIN chain c ON p.id = c.id WHERE p.pid IS NOT NULL AND c.depth < 10000
     )
     SELECT 1 FROM chain WHERE id = $1 LIMIT 1`,
    [playerId, inviterId],
  );
  return rowCount > 0;
}

export async function setSuperior(q: Queryable, playerId: number, inviterId: number): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE players SET pid = $2 WHERE id = $1 AND pid IS NULL', [playerId, inviterId]);
  return rowCount > 0;
}

// Other details (appUserOther) -------------------------------------------------------------------

export interface PlayerDetails {
  realName: string;
  email: string;
  birthday: string;
  gender: Gender;
  updatedAt: Date;
}

export async function findDetails(q: Queryable, playerId: number): Promise<PlayerDetails | null> {
  const { rows } = await q.query<{ real_name: string; email: string; birthday: string; gender: Gender; updated_at: Date }>(
    'SELECT real_name, email, birthday, gender, updated_at FROM player_details WHERE player_id = $1',
    [playerId],
  );
  const row = rows[0];
  return row ? { realName: row.real_name, email: row.email, birthday: row.birthday, gender: row.gender, updatedAt: row.updated_at } : null;
}

export async function saveDetails(q: Queryable, playerId: number, d: PlayerDetails): Promise<void> {
  await q.query(
    `INSERT INTO player_details (player_id, real_name, email, birthday, gender, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id) DO UPDATE SET real_name = $2, email = $3, birthday = $4, gender = $5, updated_at = $6`,
    [playerId, d.realName, d.email, d.birthday, d.gender, d.updatedAt],
  );
}

// Short links ------------------------------------------------------------------------------------

export const SHORT_LINK_CODE_KEY = 'short_links_pkey';

export async function findShortLinkByTarget(q: Queryable, target: string): Promise<string | null> {
  const { rows } = await q.query<{ code: string }>('SELECT code FROM short_links WHERE target = $1', [target]);
  return rows[0]?.code ?? null;
}

/** Inserts the link unless its target has one already; answers the code now stored for the target. */
export async function insertShortLink(q: Queryable, link: { code: string; playerId: number; target: string; at: Date }): Promise<string | null> {
  const { rows } = await q.query<{ code: string }>(
    `INSERT INTO short_links (code, player_id, target, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (target) DO NOTHING RETURNING code`,
    [link.code, link.playerId, link.target, link.at],
  );
  return rows[0]?.code ?? null;
}

export async function findShortLinkTarget(q: Queryable, code: string): Promise<string | null> {
  const { rows } = await q.query<{ target: string }>('SELECT target FROM short_links WHERE code = $1', [code]);
  return rows[0]?.target ?? null;
}

/** What the invite parameters of a player's links are made of. */
export async function findInviteParams(q: Queryable, playerId: number): Promise<{ inviteCode: string; aid: string }> {
  const { rows } = await q.query<{ invite_code: string; aid: string }>('SELECT invite_code, aid FROM players WHERE id = $1', [playerId]);
  const row = rows[0];
  if (!row) throw new Error('session without player');
  return { inviteCode: row.invite_code, aid: row.aid };
}
