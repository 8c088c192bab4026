/** "92" or "+92" -> "+92"; nothing when the site has no country code. */
export function dialPrefix(countryCode: string): string | undefined {
  if (!countryCode) return undefined;
  return countryCode.startsWith('+') ? countryCode : `+${countryCode}`;
}
