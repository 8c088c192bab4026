import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

export type AppDownloadClaim = Pick<CallResponse<'claimAppDownloadBonus'>, 'claim' | 'replayed'>;

/** claimAppDownloadBonus: the §4 bonus, once; a repeat answers the first claim (replayed). */
export async function claimAppDownloadBonus(): Promise<AppDownloadClaim> {
  const { claim, replayed } = await call('claimAppDownloadBonus', {});
  return { claim, replayed };
}
