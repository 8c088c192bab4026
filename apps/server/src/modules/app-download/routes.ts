import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { AppDownloadService } from './service.ts';

export function registerAppDownloadCalls(router: CallRouter, appDownload: AppDownloadService): void {
  router.player(calls.claimAppDownloadBonus, (_input, ctx) => appDownload.claim(ctx.session.playerId));
}
