/** Addresses of the game screens (docs/decisions/025-game-client-routes.md). */
export const START_PATH = '/start';
export const VERIFY_PATH = '/verify';

export function startPath(gameId: number, panel?: 'fairness'): string {
  return `${START_PATH}?gameId=${gameId}${panel ? `&panel=${panel}` : ''}`;
}

export interface VerifyPrefill {
  roundId?: string;
  game?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

/** The verify page for one round (by id), or with a revealed seed pair filled in. */
export function verifyPath(prefill: VerifyPrefill = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${VERIFY_PATH}?${text}` : VERIFY_PATH;
}
