import { z } from 'zod';
import { CATALOG_URL_MAX, EXTERNAL_LINK_MESSAGE, EXTERNAL_LINK_PATTERN, LINK_MESSAGE, LINK_PATTERN, SITE_URLS_MAX } from './catalog-rules.ts';
import { defineOperatorCall } from './define.ts';

/**
 * Site settings an admin may change while the server runs (docs/decisions/067). Each is read
 * from the database on every app config request, so players see a change on their next call.
 * Settings read once at start (site mode, registration, ports, providers, keys) are not here:
 * they stay in the deployment's configuration.
 */

const OptionalLink = z.string().trim().max(CATALOG_URL_MAX).refine((s) => s === '' || LINK_PATTERN.test(s), LINK_MESSAGE);
const SupportEmail = z.union([z.literal(''), z.email('must be an e-mail address').max(254)]);

export const SiteSettings = z.object({
  supportEmail: z.string().describe('shown in the footer and the legal texts; empty hides it'),
  downloadType: z.number().int().describe('app download banner: 2 or 3 show it, 0 none'),
  downloadUrl: z.string().describe('the app package the download banner offers'),
  siteUrls: z.array(z.string()).describe('alternative site addresses the download banner offers (h5.url)'),
  serviceUrl: z.string().describe('the external customer-service address'),
  lcChatServiceUrl: z.string().describe('the chat widget address; wins over serviceUrl when set'),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The deployment's values, which apply where no override is stored. */
export const SiteSettingDefaults = SiteSettings.pick({ supportEmail: true, downloadType: true, downloadUrl: true });
export const SITE_OVERRIDABLE = ['supportEmail', 'downloadType', 'downloadUrl'] as const;

export const siteSettingsGet = defineOperatorCall({
  name: 'siteSettingsGet', permission: 'site.manage',
  summary: 'The site settings in force, the deployment values they override, and which are overridden.',
  body: z.object({}),
  response: z.object({ settings: SiteSettings, defaults: SiteSettingDefaults, overridden: z.array(z.enum(SITE_OVERRIDABLE)) }),
});

export const siteSettingsUpdate = defineOperatorCall({
  name: 'siteSettingsUpdate', permission: 'site.manage',
  summary: 'Changes site settings (fields left out stay; null puts supportEmail, downloadType or downloadUrl back to the deployment value). Players see it on their next call.',
  body: z.object({
    supportEmail: SupportEmail.nullable().optional(),
    downloadType: z.number().int().min(0).max(9).nullable().optional(),
    downloadUrl: OptionalLink.nullable().optional(),
    siteUrls: z.array(z.string().trim().min(1).max(CATALOG_URL_MAX).regex(EXTERNAL_LINK_PATTERN, EXTERNAL_LINK_MESSAGE)).max(SITE_URLS_MAX).optional(),
    serviceUrl: OptionalLink.optional(),
    lcChatServiceUrl: OptionalLink.optional(),
  }),
  response: z.object({ settings: SiteSettings, defaults: SiteSettingDefaults, overridden: z.array(z.enum(SITE_OVERRIDABLE)) }),
});

export const siteCalls = { siteSettingsGet, siteSettingsUpdate } as const;
