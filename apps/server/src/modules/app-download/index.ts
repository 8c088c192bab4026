/**
 * app-download: the §4 app-download bonus the forced-update sheet promises (docs/decisions/070).
 * Once per player with a credited deposit (payments' totalRecharge), granted through the rewards
 * under one key per player. No other module needs it.
 */
import type { AppDownloadService } from './service.ts';

export type AppDownloadFace = AppDownloadService;
export { appDownloadKey } from './service.ts';
