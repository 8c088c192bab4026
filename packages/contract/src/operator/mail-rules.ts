/**
 * The operator mail's limits as plain data (the console imports them without the schema
 * library); mail.ts builds the call's schema from them. The same limits as `npm run ops -- mail send`.
 */

/** The most players one send may list by id ("all" has no limit). */
export const MAIL_SEND_LIST_MAX = 1000;
/** The longest claim period of an operator mail's attachments. */
export const MAIL_EXPIRE_DAYS_MAX = 3650;
/** The largest attachment in hundredths: 9,999,999,999.99 (ten digits and two decimals, as the command line takes). */
export const MAIL_ATTACHMENT_MAX = 999_999_999_999;
/** The largest turnover multiplier of attached coins. */
export const MAIL_BET_RATE_MAX = 1000;
/** Coins without a multiplier turn over once. */
export const MAIL_BET_RATE_DEFAULT = 1;
/** What an operator mail may carry: coins (2001, hundredths) and points (2002, hundredths). */
export const MAIL_ATTACHMENT_ITEMS = { coin: 2001, points: 2002 } as const;
/** The title and body limits of every mail (the player contract's MAIL_TITLE_MAX and MAIL_BODY_MAX). */
export const OPERATOR_MAIL_TITLE_MAX = 100;
export const OPERATOR_MAIL_BODY_MAX = 2000;
