import { walletTabPath } from '../../wallet/index.ts';

/** Where the player app's deposit page is: the provider sends the payer back there (with orderId and check=1). */
export const DEPOSIT_RETURN_PATH = walletTabPath('deposit');

/**
 * The provider's payment page as an absolute http(s) address, or null for anything else (a
 * javascript: or data: address must never reach a frame or a link). A path is on the API
 * server, which serves the sandbox provider's page.
 */
export function paymentPageUrl(payUrl: string, apiBase: string = import.meta.env.VITE_API_BASE ?? '', origin: string = window.location.origin): string | null {
  try {
    const url = new URL(payUrl, apiBase || origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The frame has come back to the app's own deposit page: the provider is done with the payer. */
export function isReturnLocation(location: Pick<Location, 'origin' | 'pathname'>, origin: string = window.location.origin): boolean {
  return location.origin === origin && location.pathname === DEPOSIT_RETURN_PATH;
}

/** This copy of the app runs inside another page's frame (the provider sent the payer back into the payment frame). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
