import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import type { GameProviderSetting } from '../../platform/config.ts';
import { signatureMatches, signBody } from './signature.ts';

/** An in-app path: the player app's /start page renders the house game in place. */
export const HOUSE_LAUNCH_URL = '/house/{gameCode}?session={token}';

export interface GameProvider {
  readonly code: string;
  readonly enabled: boolean;
  /** Codes of the game platforms (game_platforms.code) whose games this provider runs. */
  readonly platforms: readonly string[];
  /** Launch URL template with {token}, and optionally {gameCode} and {lang}. */
  readonly launchUrl: string;
  /** Whether signature is HMAC-SHA256(secret, body) in lower-case hex. */
  verify(body: Buffer, signature: unknown): boolean;
  /** The signature of a body (for tools and tests acting as this provider). */
  sign(body: Buffer | string): string;
}

export interface ProviderRegistry {
  get(code: string): GameProvider | undefined;
  /** The provider that runs a platform's games (enabled or not). */
  forPlatform(platformCode: string): GameProvider | undefined;
  list(): readonly GameProvider[];
}

/**
 * The providers of the configuration (GAME_PROVIDERS, plus any the server adds, such as a
 * sandbox studio) and the house provider, whose secret is derived from the server's key unless
 * an entry with code "house" sets one. Each provider code and each platform appears once. A
 * secret lives only inside its provider's functions, so logging or serialising a provider
 * never shows it.
 */
export function createProviderRegistry(settings: readonly GameProviderSetting[], houseSecret: Buffer): ProviderRegistry {
  const houseSetting = settings.find((s) => s.code === HOUSE_PROVIDER_CODE);
  const house = provider({
    code: HOUSE_PROVIDER_CODE,
    enabled: houseSetting?.enabled ?? true,
    platforms: houseSetting?.platforms ?? [HOUSE_PROVIDER_CODE],
    launchUrl: houseSetting?.launchUrl ?? HOUSE_LAUNCH_URL,
    secret: houseSetting ? Buffer.from(houseSetting.secret, 'utf8') : houseSecret,
  });
  const external = settings.filter((s) => s.code !== HOUSE_PROVIDER_CODE).map((s) => provider({
    code: s.code,
    enabled: s.enabled,
    platforms: s.platforms ?? [s.code],
    // The configuration refuses an external provider without one.
    launchUrl: s.launchUrl ?? '',
    secret: Buffer.from(s.secret, 'utf8'),
  }));
  const all = [house, ...external];
  const byCode = new Map<string, GameProvider>();
  const byPlatform = new Map<string, GameProvider>();
  for (const p of all) {
    if (byCode.has(p.code)) throw new Error(`game provider ${p.code} is listed twice`);
    byCode.set(p.code, p);
    for (const platform of p.platforms) {
      const other = byPlatform.get(platform);
      if (other) throw new Error(`game platform ${platform} is served by both ${other.code} and ${p.code}`);
      byPlatform.set(platform, p);
    }
  }
  return {
    get: (code) => byCode.get(code),
    forPlatform: (platformCode) => byPlatform.get(platformCode),
    list: () => all,
  };
}

function provider(p: { code: string; enabled: boolean; platforms: readonly string[]; launchUrl: string; secret: Buffer }): GameProvider {
  const { secret } = p;
  return Object.freeze({
    code: p.code,
    enabled: p.enabled,
    platforms: Object.freeze([...p.platforms]),
    launchUrl: p.launchUrl,
    verify: (body: Buffer, signature: unknown) => signatureMatches(secret, body, signature),
    sign: (body: Buffer | string) => signBody(secret, body),
  });
}
