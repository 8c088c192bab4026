import type { Queryable } from '../../platform/db.ts';

/** An activity instance as stored; settings as read (the type's schema checks them before use). */
export interface Instance {
  id: number;
  type: number;
  title: string;
  rules: string;
  settings: Record<string, unknown>;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  budgetTotal: number | null;
  claimLimit: number | null;
  perPlayerLimit: number | null;
  periodLimit: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type InstanceFields = Omit<Instance, 'id' | 'createdAt' | 'updatedAt'>;

interface InstanceRow {
  id: number; type: number; title: string; rules: string; settings: Record<string, unknown>; sort: number;
  starts_at: Date | null; ends_at: Date | null; enabled: boolean;
  budget_total: string | number | null; claim_limit: string | number | null; per_player_limit: string | number | null; period_limit: string | number | null;
  created_at: Date; updated_at: Date;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

const toInstance = (r: InstanceRow): Instance => ({
  id: Number(r.id), type: Number(r.type), title: r.title, rules: r.rules, settings: r.settings, sort: Number(r.sort),
  startsAt: date(r.starts_at), endsAt: date(r.ends_at), enabled: r.enabled,
  budgetTotal: num(r.budget_total), claimLimit: num(r.claim_limit), perPlayerLimit: num(r.per_player_limit), periodLimit: num(r.period_limit),
  createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
});

export async function enabledInstances(q: Queryable, type?: number): Promise<Instance[]> {
  const { rows } = await q.query<InstanceRow>(
    `SELECT * FROM promotion_instances WHERE enabled AND ($1::int IS NULL OR type = $1) ORDER BY sort, id`, [type ?? null],
  );
  return rows.map(toInstance);
}

export async function allInstances(q: Queryable, limit: number): Promise<(Instance & { spent: number; claims: number })[]> {
  const { rows } = await q.query<InstanceRow & { spent: string | null; claims: string | null }>(
    `SELECT i.*, b.spent, b.claims FROM promotion_instances i LEFT JOIN promotion_budgets b ON b.instance_id = i.id
     ORDER BY i.sort, i.id LIMIT $1`, [limit],
  );
  return rows.map((r) => ({ ...toInstance(r), spent: Number(r.spent ?? 0), claims: Number(r.claims ?? 0) }));
}

export async function instanceById(q: Queryable, id: number, lock = false): Promise<Instance | null> {
  const { rows } = await q.query<InstanceRow>(`SELECT * FROM promotion_instances WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toInstance(rows[0]) : null;
}

const FIELDS = ['type', 'title', 'rules', 'settings', 'sort', 'starts_at', 'ends_at', 'enabled', 'budget_total', 'claim_limit', 'per_player_limit', 'period_limit'] as const;
const values = (f: InstanceFields) => [
  f.type, f.title, f.rules, JSON.stringify(f.settings), f.sort, f.startsAt, f.endsAt, f.enabled, f.budgetTotal, f.claimLimit, f.perPlayerLimit, f.periodLimit,
];

/** Inserts an instance with its budget row; a seed_key already present inserts nothing (null back). */
export async function insertInstance(q: Queryable, fields: InstanceFields, at: Date, seedKey: string | null = null): Promise<Instance | null> {
  const { rows } = await q.query<InstanceRow>(
    `INSERT INTO promotion_instances (${FIELDS.join(', ')}, seed_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     ON CONFLICT (seed_key) DO NOTHING RETURNING *`,
    [...values(fields), seedKey, at],
  );
  if (!rows[0]) return null;
  await q.query('INSERT INTO promotion_budgets (instance_id) VALUES ($1)', [rows[0].id]);
  return toInstance(rows[0]);
}

export async function updateInstance(q: Queryable, id: number, fields: InstanceFields, at: Date): Promise<Instance> {
  const sets = FIELDS.map((f, i) => `${f} = $${i + 2}`).join(', ');
  const { rows } = await q.query<InstanceRow>(
    `UPDATE promotion_instances SET ${sets}, updated_at = $${FIELDS.length + 2} WHERE id = $1 RETURNING *`, [id, ...values(fields), at],
  );
  return toInstance(rows[0]!);
}

// ---- budgets, entries, claims ----

export interface Budget { spent: number; claims: number }

/** Locks the instance's budget row: every claim of the instance passes here one at a time. */
export async function lockBudget(q: Queryable, instanceId: number): Promise<Budget> {
  const { rows } = await q.query<{ spent: string; claims: string }>(
    'SELECT spent, claims FROM promotion_budgets WHERE instance_id = $1 FOR UPDATE', [instanceId],
  );
  return { spent: Number(rows[0]?.spent ?? 0), claims: Number(rows[0]?.claims ?? 0) };
}

export async function addToBudget(q: Queryable, instanceId: number, coin: number, period: string): Promise<number> {
  await q.query('UPDATE promotion_budgets SET spent = spent + $2, claims = claims + 1 WHERE instance_id = $1', [instanceId, coin]);
  const { rows } = await q.query<{ claims: string }>(
    `INSERT INTO promotion_period_claims (instance_id, period, claims) VALUES ($1, $2, 1)
     ON CONFLICT (instance_id, period) DO UPDATE SET claims = promotion_period_claims.claims + 1 RETURNING claims`,
    [instanceId, period],
  );
  return Number(rows[0]!.claims);
}

export async function periodClaims(q: Queryable, instanceId: number, period: string): Promise<number> {
  const { rows } = await q.query<{ claims: string }>('SELECT claims FROM promotion_period_claims WHERE instance_id = $1 AND period = $2', [instanceId, period]);
  return Number(rows[0]?.claims ?? 0);
}

export async function playerClaimCount(q: Queryable, instanceId: number, playerId: number): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*) AS n FROM promotion_claims WHERE instance_id = $1 AND player_id = $2', [instanceId, playerId]);
  return Number(rows[0]?.n ?? 0);
}

export async function claimExists(q: Queryable, instanceId: number, playerId: number, ref: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM promotion_claims WHERE instance_id = $1 AND player_id = $2 AND ref = $3', [instanceId, playerId, ref]);
  return rows.length > 0;
}

export async function insertClaim(q: Queryable, claim: {
  instanceId: number; playerId: number; ref: string; period: string; terms: unknown; items: unknown; coin: number; rewardClaimId: number; at: Date;
}): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO promotion_claims (instance_id, player_id, ref, period, terms, items, coin, reward_claim_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [claim.instanceId, claim.playerId, claim.ref, claim.period, JSON.stringify(claim.terms), JSON.stringify(claim.items), claim.coin, claim.rewardClaimId, claim.at],
  );
  return Number(rows[0]!.id);
}

export async function readEntry(q: Queryable, instanceId: number, playerId: number, lock = false): Promise<Record<string, unknown> | null> {
  const { rows } = await q.query<{ state: Record<string, unknown> }>(
    `SELECT state FROM promotion_entries WHERE instance_id = $1 AND player_id = $2${lock ? ' FOR UPDATE' : ''}`, [instanceId, playerId],
  );
  return rows[0]?.state ?? null;
}

export async function entriesOf(q: Queryable, playerId: number, instanceIds: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await q.query<{ instance_id: number; state: Record<string, unknown> }>(
    'SELECT instance_id, state FROM promotion_entries WHERE player_id = $1 AND instance_id = ANY($2::int[])', [playerId, instanceIds],
  );
  return new Map(rows.map((r) => [Number(r.instance_id), r.state]));
}

/** Creates the player's entry; false when one exists already (the first writer wins). */
export async function createEntry(q: Queryable, instanceId: number, playerId: number, state: object, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO promotion_entries (instance_id, player_id, state, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (instance_id, player_id) DO NOTHING RETURNING 1`,
    [instanceId, playerId, JSON.stringify(state), at],
  );
  return rows.length > 0;
}

/** Writes the player's entry, creating it on a type's first claim (a type whose entries start with a claim). */
export async function saveEntry(q: Queryable, instanceId: number, playerId: number, state: object, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO promotion_entries (instance_id, player_id, state, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (instance_id, player_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
    [instanceId, playerId, JSON.stringify(state), at],
  );
}
