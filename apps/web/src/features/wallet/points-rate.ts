/**
 * The coins a number of points buys, in hundredths, rounded down as the server rounds them.
 * The rate travels as a decimal (0.008 coin per point); it is read back as the fraction it
 * was written from (8/1000) and applied with integers, so 0.29 * 100 cannot come out as 28.
 */
export function coinsForPoints(points: number, rate: number): number {
  if (!Number.isSafeInteger(points) || points <= 0 || !(rate > 0) || !Number.isFinite(rate)) return 0;
  const { numerator, denominator } = decimalFraction(rate);
  return Number((BigInt(points) * numerator) / denominator);
}

/** 0.008 -> 8/1000; 1.5e-7 -> 15/100000000; from the shortest text that reads back as the number. */
export function decimalFraction(value: number): { numerator: bigint; denominator: bigint } {
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}
