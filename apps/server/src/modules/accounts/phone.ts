import type { SiteConfig } from '@casino/contract';

/** A phone number (national digits, without the country code) fits the site's rules. */
export function isValidPhone(site: SiteConfig, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  if (phone.length < site.accountLengthMin || phone.length > site.accountLengthMax) return false;
  return phone.startsWith(site.accountRule.mobileStartsWith);
}

/** Shown instead of the number: first digit and last four, e.g. 9*****1234. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return `${phone.slice(0, 1)}${'*'.repeat(Math.max(0, phone.length - 1))}`;
  return `${phone.slice(0, 1)}${'*'.repeat(phone.length - 5)}${phone.slice(-4)}`;
}

/** For logs: only the last four digits. */
export const phoneTail = (phone: string): string => `***${phone.slice(-4)}`;
