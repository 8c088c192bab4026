/**
 * config: the app config of §3 (appConfig, getAfterLoginInfoWeb) and the operator-editable site
 * settings it shows. It reads the other modules through their faces (accounts' user info, the
 * lobby's catalog and content, the VIP levels, payments' recharge types); none needs it.
 */
export type { ConfigService as ConfigFace } from './service.ts';
export type { RuntimeSettings, RuntimeSettingsDesk, RuntimeSettingsPatch, RuntimeSettingsView, SocialLinkEntry } from './runtime-settings.ts';
