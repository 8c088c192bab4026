import { Limits } from '@casino/contract';
import { call } from '../../shared/api/client.ts';

let timer: ReturnType<typeof setInterval> | undefined;

/** On the game page the heartbeat names the game being played (§4). */
function currentGameId(): number | undefined {
  if (window.location.pathname !== '/start') return undefined;
  const gameId = Number(new URLSearchParams(window.location.search).get('gameId'));
  return Number.isInteger(gameId) && gameId > 0 ? gameId : undefined;
}

function beat(): void {
  const gameId = currentGameId();
  // A missed beat is harmless; a 401 is handled by the client.
  call('online', gameId ? { gameId } : {}).catch(() => undefined);
}

/** `online` now and every 60 s while logged in; starting it while it runs changes nothing. */
export function startHeartbeat(): void {
  if (timer !== undefined) return;
  beat();
  timer = setInterval(beat, Limits.heartbeatMs);
}

export function stopHeartbeat(): void {
  clearInterval(timer);
  timer = undefined;
}

export function isHeartbeatRunning(): boolean {
  return timer !== undefined;
}
