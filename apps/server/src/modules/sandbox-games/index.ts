import type { GameProviderSetting } from '../../platform/config.ts';

/**
 * The sandbox game studio's face: the provider settings of the game platforms it plays (those
 * neither the house nor a configured provider serves; none unless GAME_SANDBOX). Play adds them
 * to GAME_PROVIDERS. The settings hold the studio's signing secret.
 */
export interface SandboxGamesFace {
  providerSettings: GameProviderSetting[];
}
