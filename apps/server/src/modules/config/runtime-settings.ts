import type { SITE_OVERRIDABLE } from '@casino/contract/operator';
import type { Db, Queryable } from '../../platform/db.ts';
import { lockSettings, readSiteSettings, SUPPORT_EMAIL_SETTING, writeSetting } from './settings.ts';
import type { SiteSettings } from './settings.ts';

/**
 * The site settings an admin changes while the server runs (docs/decisions/067), and the footer's
 * social links. The deployment's values (SUPPORT_EMAIL, H5_DOWNLOAD_TYPE, H5_DOWNLOAD_URL) apply
 * until an override is stored; the app config reads the rows again once they change, so a change
 * needs no restart. Writes take the caller's transaction, which also holds the audit row.
 */

type Overridable = (typeof SITE_OVERRIDABLE)[number];

export interface RuntimeSettings {
  supportEmail: string;
  downloadType: number;
  downloadUrl: string;
  siteUrls: string[];
}
export interface RuntimeSettingsView {
  settings: RuntimeSettings;
  defaults: Pick<RuntimeSettings, Overridable>;
  overridden: Overridable[];
}
/** A change: a value sets the override, null removes it, undefined leaves it. */
export interface RuntimeSettingsPatch {
  supportEmail?: string | null;
  downloadType?: number | null;
  downloadUrl?: string | null;
  siteUrls?: string[];
}

export interface SocialLinkEntry { id: number; url: string }

const KEYS = [SUPPORT_EMAIL_SETTING, 'h5Download', 'h5Urls'];

export function createRuntimeSettings(deps: { db: Db; supportEmail: string; h5: { downloadType: number; downloadUrl: string } }) {
  const defaults = { supportEmail: deps.supportEmail, downloadType: deps.h5.downloadType, downloadUrl: deps.h5.downloadUrl };

  const viewOf = (s: SiteSettings): RuntimeSettingsView => ({
    settings: {
      supportEmail: s.supportEmail ?? defaults.supportEmail,
      downloadType: s.h5Download.downloadType ?? defaults.downloadType,
      downloadUrl: s.h5Download.downloadUrl ?? defaults.downloadUrl,
      siteUrls: s.h5Urls,
    },
    defaults,
    overridden: [
      ...(s.supportEmail !== undefined ? ['supportEmail' as const] : []),
      ...(s.h5Download.downloadType !== undefined ? ['downloadType' as const] : []),
      ...(s.h5Download.downloadUrl !== undefined ? ['downloadUrl' as const] : []),
    ],
  });

  /** undefined keeps the current value, null drops it, anything else replaces it. */
  const apply = <T>(current: T | undefined, change: T | null | undefined): T | undefined => (change === undefined ? current : change ?? undefined);

  return {
    read: async (q: Queryable = deps.db): Promise<RuntimeSettingsView> => viewOf(await readSiteSettings(q)),

    async update(tx: Queryable, patch: RuntimeSettingsPatch): Promise<{ before: RuntimeSettingsView; after: RuntimeSettingsView }> {
      await lockSettings(tx, KEYS);
      const stored = await readSiteSettings(tx);
      const h5Download = {
        ...stored.h5Download,
        downloadType: apply(stored.h5Download.downloadType, patch.downloadType),
        downloadUrl: apply(stored.h5Download.downloadUrl, patch.downloadUrl),
      };
      const h5DownloadStored = Object.fromEntries(Object.entries(h5Download).filter(([, v]) => v !== undefined));
      if (patch.supportEmail !== undefined) await writeSetting(tx, SUPPORT_EMAIL_SETTING, patch.supportEmail ?? undefined);
      if (patch.downloadType !== undefined || patch.downloadUrl !== undefined) await writeSetting(tx, 'h5Download', h5DownloadStored);
      if (patch.siteUrls !== undefined) await writeSetting(tx, 'h5Urls', patch.siteUrls);
      return { before: viewOf(stored), after: viewOf(await readSiteSettings(tx)) };
    },

    /** The footer's social links, in order. `lock` holds the row for a read-modify-write. */
    async readSocialLinks(q: Queryable = deps.db, lock = false): Promise<SocialLinkEntry[]> {
      if (lock) await lockSettings(q, ['socialMedia']);
      return (await readSiteSettings(q)).socialMedia.flatMap((entry: unknown) => {
        const { id, url } = (entry ?? {}) as { id?: unknown; url?: unknown };
        return typeof id === 'number' && typeof url === 'string' ? [{ id, url }] : [];
      });
    },

    writeSocialLinks: (tx: Queryable, links: SocialLinkEntry[]): Promise<void> => writeSetting(tx, 'socialMedia', links.map(({ id, url }) => ({ id, url }))),
  };
}

export type RuntimeSettingsDesk = ReturnType<typeof createRuntimeSettings>;
