import { useEffect } from 'react';
import { useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { refreshBalances } from '../../wallet/index.ts';
import { exitGame } from '../api/game-launch.ts';

let pendingExit: ReturnType<typeof setTimeout> | undefined;

/**
 * Leaving the game page, however it happens (the back button, the browser's back, a link):
 * exitGame, and the shared balance read again so the lobby's header is right on arrival. The
 * exit waits one tick so a development remount (StrictMode) does not close the session it keeps.
 * Returns the way back: where the player came from, else the lobby.
 */
export function useLeaveGame(): () => void {
  useEffect(() => {
    clearTimeout(pendingExit);
    return () => {
      pendingExit = setTimeout(() => {
        exitGame();
        refreshBalances().catch(() => undefined);
      }, 0);
    };
  }, []);
  return useGoBack('/lobby/home');
}
