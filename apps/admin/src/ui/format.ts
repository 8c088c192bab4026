/** Money is held in hundredths: shown with two decimals. */
export const money = (hundredths: number | null | undefined): string =>
  hundredths === null || hundredths === undefined ? '' : (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A moment (ms since epoch) in the operator's local time, to the second. */
export const when = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '–' : new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
