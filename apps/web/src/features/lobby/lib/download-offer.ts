import { devicePlatform, isInAppOrContainer } from '../../../shared/device/environment.ts';
import type { Environment } from '../../../shared/device/environment.ts';

/**
 * §2 download banner: only on the right platform (downloadType 2 offers the Android package,
 * 3 the app on Android and iOS), outside the app and other containers, and never in green mode.
 */
export function shouldOfferDownload(env: Environment, downloadType: number, green: boolean): boolean {
  if (green || isInAppOrContainer(env)) return false;
  const platform = devicePlatform(env.userAgent);
  if (downloadType === 2) return platform === 'android';
  if (downloadType === 3) return platform === 'android' || platform === 'ios';
  return false;
}
