/** Operator names and passwords. Plain data, so the console checks forms without the schemas. */

/** Operator usernames: 3-32 lower-case letters, digits, `.`, `_` or `-`, starting with a letter or digit. */
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
