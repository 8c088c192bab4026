/**
 * What the deposit activities' screens (ladder, accumulated and continuous recharge) share: their
 * days and periods are Philippine days, so their times show in Philippine time, "2031-05-02 00:00".
 */
export const philippineTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
