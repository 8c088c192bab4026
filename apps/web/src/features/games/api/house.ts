import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallBody, CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

/**
 * The house games' own API (contract calls/house.ts), authenticated by the game session token
 * from the launch URL rather than the player's login. Every answer is cached per session.
 */
export type HouseInit = CallResponse<'houseInit'>;
export type { HouseRound } from '@casino/contract';
export type RoundResult = Pick<CallResponse<'housePlay'>, 'round' | 'balance'>;
export type SeedsState = Pick<CallResponse<'houseSeeds'>, 'active' | 'revealed'>;
export type Rotation = Pick<CallResponse<'houseRotateSeeds'>, 'active' | 'revealed'>;

export const houseKeys = {
  all: (session: string) => ['house', session] as const,
  init: (session: string) => ['house', session, 'init'] as const,
  rounds: (session: string) => ['house', session, 'rounds'] as const,
  seeds: (session: string) => ['house', session, 'seeds'] as const,
};

/** Rounds the history sheet lists. */
export const HISTORY_LIMIT = 20;

export function houseInitQuery(session: string) {
  return queryOptions({
    queryKey: houseKeys.init(session),
    queryFn: () => call('houseInit', { session }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useHouseInit(session: string) {
  return useQuery(houseInitQuery(session));
}

export function useHouseRounds(session: string, enabled = true) {
  return useQuery({
    queryKey: houseKeys.rounds(session),
    queryFn: async () => (await call('houseRounds', { session, limit: HISTORY_LIMIT })).list,
    enabled,
    staleTime: 0,
  });
}

export function useHouseSeeds(session: string, enabled = true) {
  return useQuery({
    queryKey: houseKeys.seeds(session),
    queryFn: async (): Promise<SeedsState> => {
      const { active, revealed } = await call('houseSeeds', { session });
      return { active, revealed };
    },
    enabled,
    staleTime: 0,
  });
}

export async function playRound(body: CallBody<'housePlay'>): Promise<RoundResult> {
  const { round, balance } = await call('housePlay', body);
  return { round, balance };
}

export async function actOnRound(body: CallBody<'houseAct'>): Promise<RoundResult> {
  const { round, balance } = await call('houseAct', body);
  return { round, balance };
}

export async function rotateSeeds(session: string, clientSeed?: string): Promise<Rotation> {
  const { active, revealed } = await call('houseRotateSeeds', clientSeed ? { session, clientSeed } : { session });
  return { active, revealed };
}
