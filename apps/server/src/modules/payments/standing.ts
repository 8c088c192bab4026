import type { Queryable } from '../../platform/db.ts';
import { hasApprovedKyc } from '../kyc/status.ts';
import { readPaymentSummary } from './store.ts';

/** The user info fields payments and KYC own: totalRecharge, firstRecharge, hasKyc. */
export async function readPaymentStanding(q: Pick<Queryable, 'query'>, playerId: number): Promise<{ totalRecharge: number; firstRecharge: boolean; hasKyc: boolean }> {
  const summary = await readPaymentSummary(q, playerId);
  return { ...summary, hasKyc: await hasApprovedKyc(q, playerId) };
}
