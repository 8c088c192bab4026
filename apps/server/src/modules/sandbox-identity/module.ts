import { defineModule } from '../../platform/module.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { lineProvider } from '../../platform/config.ts';
import type { SandboxIdentityFace, SandboxLineChannel } from './index.ts';
import { createSandboxLine, SANDBOX_AUTHORIZE_PATH, SANDBOX_CHANNEL_ID, SANDBOX_ISSUER } from './provider.ts';
import type { SandboxLine } from './provider.ts';
import { registerSandboxLine } from './routes.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    'sandbox-identity': SandboxIdentityFace;
  }
}

/**
 * The sandbox LINE and the channel it plays, when LINE_LOGIN resolves to sandbox. It keeps
 * nothing in memory (its codes are a table), so the face and the routes each make their own.
 */
function sandboxLine(ctx: ModuleContext): { sandbox: SandboxLine; channel: SandboxLineChannel } | null {
  const { config } = ctx;
  if (lineProvider(config) !== 'sandbox') return null;
  const channelId = config.line.channelId || SANDBOX_CHANNEL_ID;
  const channelSecret = config.line.channelSecret ?? ctx.passwordKey.deriveSecret('line:sandbox').toString('hex');
  const sandbox = createSandboxLine({ db: ctx.db, clock: ctx.clock, channelId, channelSecret, redirectUri: config.line.redirectUri });
  return {
    sandbox,
    channel: {
      issuer: SANDBOX_ISSUER, channelId, channelSecret, authorizeUrl: SANDBOX_AUTHORIZE_PATH, redirectUri: config.line.redirectUri,
      tokenEndpoint: (form) => sandbox.token(form),
    },
  };
}

/** A stand-in LINE Login for machines without a LINE channel (LINE_LOGIN=sandbox; never in production). */
export const sandboxIdentityModule = defineModule({
  name: 'sandbox-identity',
  needs: [],
  create(ctx): SandboxIdentityFace {
    return { lineChannel: sandboxLine(ctx)?.channel ?? null };
  },
  routes(_face, { app }, ctx) {
    const line = sandboxLine(ctx);
    if (!line) return;
    registerSandboxLine(app, line.sandbox);
    ctx.log.warn('LINE login is the sandbox (LINE_LOGIN): anyone can sign in as any LINE user at /sandbox/line/authorize');
  },
});
