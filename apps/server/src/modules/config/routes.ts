import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { AppConfigService } from './service.ts';

export function registerConfigCalls(router: CallRouter, appConfig: AppConfigService): void {
  router.anonymous(calls.appConfig, (input) => appConfig(input.gameListVersion));
}
