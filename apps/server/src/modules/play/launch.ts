import type { Queryable } from '../../platform/db.ts';
import { readPlayableGame } from './games.ts';
import type { ProviderRegistry } from './providers.ts';
import type { GameSessions } from './game-sessions.ts';

/** Refuses a launch by throwing a Refusal; resolves when the player may play. */
export type LaunchGuard = (q: Pick<Queryable, 'query'>, playerId: number, loginSessionId: number) => Promise<void>;

/** The player app's language, sent to providers as {lang}. */
export const LAUNCH_LANG = 'en';

/** A launch URL from its template; every value is URL-encoded. */
export function fillLaunchUrl(template: string, values: { token: string; gameCode: string; lang: string }): string {
  return template.replace(/\{(token|gameCode|lang)\}/g, (_match, name: keyof typeof values) => encodeURIComponent(values[name]));
}

/**
 * Game launch for startGame: opens a game session with the provider that runs the game's
 * platform and answers that provider's launch URL; null when no enabled provider runs it.
 */
export function createGameLauncher(deps: { db: Pick<Queryable, 'query'>; registry: ProviderRegistry; sessions: GameSessions }) {
  const { db, registry, sessions } = deps;
  const guards: LaunchGuard[] = [];
  return {
    /** Another module's rule that may refuse a launch (a time-out, a self-exclusion): it throws the Refusal. */
    addGuard: (guard: LaunchGuard) => void guards.push(guard),

    /** The game session is tied to the login that asks (loginSessionId): it takes bets only while that login lasts. */
    async launch(playerId: number, gameId: number, loginSessionId: number): Promise<{ launchUrl: string } | null> {
      for (const guard of guards) await guard(db, playerId, loginSessionId);
      const game = await readPlayableGame(db, gameId);
      const provider = game ? registry.forPlatform(game.platformCode) : undefined;
      if (!game || !provider?.enabled) return null;
      const { token } = await sessions.open({ playerId, loginSessionId, gameId, gameCode: game.code, providerCode: provider.code });
      return { launchUrl: fillLaunchUrl(provider.launchUrl, { token, gameCode: game.code, lang: LAUNCH_LANG }) };
    },

    /** exitGame: the player left the game page; new bets on any of their sessions are refused. */
    async closeSessions(playerId: number): Promise<void> {
      await sessions.closeAll(playerId);
    },
  };
}
