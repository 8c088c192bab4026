/**
 * When a win goes on the lobby's big-win ticker: at least 50 times the bet it settles and at
 * least 1,000.00 coins, so that neither a lucky small stake nor a large even-money win counts.
 */
export const BIG_WIN_MULTIPLIER = 50;
/** In hundredths. */
export const BIG_WIN_MINIMUM = 100_000;

export const isBigWin = (win: number, bet: number): boolean => win >= BIG_WIN_MINIMUM && win >= bet * BIG_WIN_MULTIPLIER;
