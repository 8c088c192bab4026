import { defineModule } from '../../platform/module.ts';
import type { SandboxGamesFace } from './index.ts';
import { sandboxGameName, sandboxProviderSettings } from './providers.ts';
import { registerSandboxStudio } from './routes.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    'sandbox-games': SandboxGamesFace;
  }
}

/** A stand-in provider for every game platform no real provider serves (GAME_SANDBOX; never in production). */
export const sandboxGamesModule = defineModule({
  name: 'sandbox-games',
  needs: [],
  async create(ctx): Promise<SandboxGamesFace> {
    const { config } = ctx;
    const providerSettings = config.gameSandbox
      ? await sandboxProviderSettings(ctx.db, config.gameProviders, ctx.passwordKey.deriveSecret('provider:sandbox').toString('hex'))
      : [];
    if (providerSettings.length > 0) {
      ctx.log.warn({ platforms: providerSettings.map((p) => p.code) }, 'Game platforms without a provider are played by the sandbox game studio (GAME_SANDBOX)');
    }
    return { providerSettings };
  },
  routes({ providerSettings }, { app }, ctx) {
    registerSandboxStudio(app, {
      providers: providerSettings.map(({ code, secret }) => ({ code, secret })),
      gameName: (platformCode, gameCode) => sandboxGameName(ctx.db, platformCode, gameCode),
    });
  },
});
