/** Largest restricted-persons list file the console imports: 5 MB of CSV text (plain data: the console reads it without the schemas). */
export const RESTRICTED_CSV_MAX = 5 * 1024 * 1024;
