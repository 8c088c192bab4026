import { defineModule } from '../../platform/module.ts';
import type { AppDownloadFace } from './index.ts';
import { registerAppDownloadCalls } from './routes.ts';
import { createAppDownloadService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    'app-download': AppDownloadFace;
  }
}

/** The app-download bonus of §4: payments say whether the player deposited, rewards grant it. */
export const appDownloadModule = defineModule({
  name: 'app-download',
  needs: ['payments', 'rewards'],
  create({ config, db }, { payments, rewards }): AppDownloadFace {
    return createAppDownloadService({ db, bonus: config.appDownloadBonus, payments, rewards });
  },
  routes(appDownload, { router }) {
    registerAppDownloadCalls(router, appDownload);
  },
});
