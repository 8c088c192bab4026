import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { ConfigService } from './service.ts';

export function registerConfigCalls(router: CallRouter, config: ConfigService): void {
  router.anonymous(calls.appConfig, (input) => config.appConfig(input.gameListVersion));
  router.player(calls.getAfterLoginInfoWeb, (input, ctx) => config.afterLoginInfo(ctx.session.playerId, input.gameListVersion));
}
