import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { GameProviderSetting } from '../../platform/config.ts';
import { sandboxLaunchTemplate } from './routes.ts';

/**
 * Provider settings for the sandbox studio: one per game platform in the catalog that neither
 * the house nor a configured provider serves, each named by its platform code.
 */
export async function sandboxProviderSettings(q: Queryable, configured: readonly GameProviderSetting[], secret: string): Promise<GameProviderSetting[]> {
  const served = new Set<string>([HOUSE_PROVIDER_CODE]);
  for (const setting of configured) {
    served.add(setting.code);
    for (const platform of setting.platforms ?? []) served.add(platform);
  }
  const { rows } = await q.query<{ code: string }>('SELECT code FROM game_platforms ORDER BY sort, id');
  return rows.filter((row) => !served.has(row.code)).map((row) => ({
    code: row.code, secret, enabled: true, launchUrl: sandboxLaunchTemplate(row.code), platforms: [row.code],
  }));
}

/** The lobby name of a platform's game, for the studio page's title. */
export async function sandboxGameName(q: Queryable, platformCode: string, gameCode: string): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT g.name FROM games g JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id
      WHERE p.code = $1 AND g.code = $2 LIMIT 1`,
    [platformCode, gameCode],
  );
  return rows[0]?.name;
}
