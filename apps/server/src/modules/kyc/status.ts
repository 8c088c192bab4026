import type { KycStatus } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * Where a player's identity verification stands: the status of the latest submission
 * (none without one). Withdrawals and the user info (hasKyc) read it.
 */
export async function kycStatusOf(q: Pick<Queryable, 'query'>, playerId: number): Promise<KycStatus> {
  const { rows } = await q.query<{ status: KycStatus }>(
    'SELECT status FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [playerId],
  );
  return rows[0]?.status ?? 'none';
}

/** hasKyc of the user info: the identity is verified (approved). */
export const hasApprovedKyc = async (q: Pick<Queryable, 'query'>, playerId: number): Promise<boolean> =>
  (await kycStatusOf(q, playerId)) === 'approved';
