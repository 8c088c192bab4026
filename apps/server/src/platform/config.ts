import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Limits, RegisterTypes, SiteModes, SiteVariants } from '@casino/contract';
import type { SiteConfig } from '@casino/contract';

/** The repository root, so paths work whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DEFAULT_WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
const DEFAULT_CONFIG_FILE = './casino.config.json';

// Values come as strings from the environment and as JSON values from the config file.
const integer = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^-?\d+$/, 'must be an integer').transform(Number)])
    .pipe(z.number().int().min(min).max(max));
const decimal = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'must be a number').transform(Number)])
    .pipe(z.number().min(min).max(max));
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v)),
]);
const text = (max = 4096) => z.string().max(max);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

interface VarDef<S extends z.ZodType> { schema: S; default: string; description: string }
const def = <S extends z.ZodType>(schema: S, dflt: string, description: string): VarDef<S> => ({ schema, default: dflt, description });

/** Every configuration variable: environment name, default, meaning. Env overrides the config file. */
const VARS = {
  CONFIG_FILE: def(text(), DEFAULT_CONFIG_FILE, 'JSON file with any of these variables as keys (used when present; an explicitly named file must exist). Environment variables override it.'),
  PORT: def(integer(0, 65535), '3000', 'HTTP port to listen on.'),
  HOST: def(text(255), '0.0.0.0', 'Interface to listen on.'),
  LOG_LEVEL: def(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info', 'Log level of the JSON logs on stdout.'),
  TRUST_PROXY: def(flag, 'false', 'Trust X-Forwarded-For (set when behind a reverse proxy, so rate limits see the real client address).'),
  DATA_DIR: def(text(), './data', 'Directory (relative to the working directory) for the embedded database and the generated password key. One server process per directory.'),
  DATABASE_URL: def(text(), '', 'PostgreSQL connection URL. Empty: use the embedded PGlite database in DATA_DIR.'),
  DATABASE_POOL_MAX: def(integer(1, 1000), '10', 'Maximum PostgreSQL connections (DATABASE_URL only).'),
  WEB_DIST_DIR: def(text(), 'apps/web/dist', 'Built player app to serve (relative to the working directory when set; default is the one in this repository). Not served when missing.'),
  PASSWORD_PRIVATE_KEY: def(text(16384), '', 'RSA private key (PEM text, or a path to a PEM file) for decrypting passwords. Empty: generated on first start into DATA_DIR/keys/password-rsa.pem. Set it when several server instances share one DATABASE_URL, so they all hold the same key.'),
  SESSION_IDLE_DAYS: def(integer(1, 365), '7', 'A login token expires after this many days without use.'),
  SESSION_MAX_DAYS: def(integer(1, 3650), '30', 'A login token expires this many days after login, used or not.'),
  SMS_PROVIDER: def(oneOf(['sandbox']), 'sandbox', 'SMS provider. sandbox records messages in the database and exposes GET /sandbox/sms/latest (for testing only).'),
  RATE_LIMIT_SCALE: def(decimal(0, 1_000_000), '1', 'Multiplies every rate limit (login, registration, OTP). 0 turns rate limits off. The 60 s OTP resend window and the login lockout always apply.'),
  SITE_MODE: def(oneOf(SiteModes), 'default', 'Site mode: default, or green (reduced promotions, age notice).'),
  SITE_VARIANT: def(oneOf(SiteVariants), 'other', 'Site variant: n7, 6b, 6s, 9s (agreement must be ticked) or other.'),
  REGISTER_TYPE: def(oneOf(RegisterTypes), 'account', 'Registration method: account (username), phone (phone + OTP when OTP_STATUS is on), phoneNoOtp.'),
  OTP_STATUS: def(flag, 'true', 'Whether phone registration requires an SMS OTP.'),
  USERNAME_LENGTH_MIN: def(integer(1, Limits.usernameFieldMax), '4', 'Shortest username.'),
  USERNAME_LENGTH_MAX: def(integer(1, Limits.usernameFieldMax), '16', 'Longest username.'),
  PASSWORD_LENGTH_MIN: def(integer(Limits.passwordAbsoluteMin, Limits.passwordAbsoluteMax), '8', `Shortest password (never below ${Limits.passwordAbsoluteMin}).`),
  PASSWORD_LENGTH_MAX: def(integer(Limits.passwordAbsoluteMin, Limits.passwordAbsoluteMax), '64', `Longest password (at most ${Limits.passwordAbsoluteMax}).`),
  ACCOUNT_LENGTH_MIN: def(integer(1, 20), '10', 'Fewest digits of a phone number (without country code).'),
  ACCOUNT_LENGTH_MAX: def(integer(1, 20), '10', 'Most digits of a phone number (without country code).'),
  MOBILE_STARTS_WITH: def(z.string().regex(/^\d{0,4}$/, 'must be up to 4 digits'), '9', 'Required first digit(s) of a phone number; empty for none.'),
  COUNTRY_CODE: def(z.string().regex(/^\d{1,4}$/, 'must be 1 to 4 digits'), '63', 'Country calling code of phone numbers.'),
  APP_NAME: def(text(64).min(1), 'Casino', 'Brand name shown to players and in SMS texts.'),
  SUPPORT_EMAIL: def(text(254), 'support@example.com', 'Support contact address.'),
  USER_REGISTER_COIN: def(integer(0, 1_000_000_000), '1000', 'Sign-up coins credited to every new player (from bonus expense) and shown on the register button, in hundredths of a coin.'),
  GAME_RESOURCE_URL: def(text(), '', 'Base URL of game images and resources.'),
  H5_DOWNLOAD_TYPE: def(integer(0, 9), '0', 'App download banner type (2 or 3 show the banner); 0 for none.'),
  H5_DOWNLOAD_URL: def(text(), '', 'App package download URL.'),
} as const;

type VarName = keyof typeof VARS;
type VarValues = { [K in VarName]: z.output<(typeof VARS)[K]['schema']> };

export const CONFIG_DOC: ReadonlyArray<{ name: string; default: string; description: string }> =
  Object.entries(VARS).map(([name, d]) => ({ name, default: d.default, description: d.description }));

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  trustProxy: boolean;
  /** Where the embedded database and generated key live; null keeps everything in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  databasePoolMax: number;
  /** Built player app; null or missing directory: not served. */
  webDistDir: string | null;
  passwordPrivateKeyPem: string | null;
  sessionIdleDays: number;
  sessionMaxDays: number;
  smsProvider: 'sandbox';
  rateLimitScale: number;
  site: SiteConfig;
  userRegisterCoin: number;
  gameResourceUrl: string;
  h5: { downloadType: number; downloadUrl: string };
}

export class ConfigError extends Error {}

/** Builds the configuration from defaults, the config file and the environment (in that order). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const fromEnv = pickSet(env);
  const fileName = fromEnv.CONFIG_FILE ?? DEFAULT_CONFIG_FILE;
  const filePath = resolve(cwd, String(fileName));
  let fromFile: Record<string, unknown> = {};
  if (existsSync(filePath)) fromFile = readConfigFile(filePath);
  else if (fromEnv.CONFIG_FILE !== undefined) throw new ConfigError(`CONFIG_FILE: ${fileName} does not exist`);
  return parseConfig({ ...fromFile, ...fromEnv }, cwd);
}

/** Validates raw values (names as in CONFIG_DOC) over the defaults. */
export function parseConfig(raw: Record<string, unknown>, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(raw)) if (!(name in VARS)) problems.push(`${name}: unknown setting`);
  for (const [name, d] of Object.entries(VARS)) {
    const parsed = d.schema.safeParse(raw[name] ?? d.default);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(`${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  if (problems.length === 0) problems.push(...crossCheck(values as VarValues));
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return toServerConfig(values as VarValues, raw, cwd);
}

function crossCheck(v: VarValues): string[] {
  const out: string[] = [];
  if (v.USERNAME_LENGTH_MIN > v.USERNAME_LENGTH_MAX) out.push('USERNAME_LENGTH_MIN: must not exceed USERNAME_LENGTH_MAX');
  if (v.PASSWORD_LENGTH_MIN > v.PASSWORD_LENGTH_MAX) out.push('PASSWORD_LENGTH_MIN: must not exceed PASSWORD_LENGTH_MAX');
  if (v.ACCOUNT_LENGTH_MIN > v.ACCOUNT_LENGTH_MAX) out.push('ACCOUNT_LENGTH_MIN: must not exceed ACCOUNT_LENGTH_MAX');
  if (v.SESSION_IDLE_DAYS > v.SESSION_MAX_DAYS) out.push('SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  return out;
}

function toServerConfig(v: VarValues, raw: Record<string, unknown>, cwd: string): ServerConfig {
  const webDistSet = raw.WEB_DIST_DIR !== undefined;
  return {
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL === '' ? null : v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX,
    webDistDir: webDistSet ? resolve(cwd, v.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    passwordPrivateKeyPem: readPem(v.PASSWORD_PRIVATE_KEY, cwd),
    sessionIdleDays: v.SESSION_IDLE_DAYS,
    sessionMaxDays: v.SESSION_MAX_DAYS,
    smsProvider: v.SMS_PROVIDER,
    rateLimitScale: v.RATE_LIMIT_SCALE,
    site: {
      mode: v.SITE_MODE,
      siteVariant: v.SITE_VARIANT,
      registerType: v.REGISTER_TYPE,
      otpStatus: v.OTP_STATUS,
      accountLengthMin: v.ACCOUNT_LENGTH_MIN,
      accountLengthMax: v.ACCOUNT_LENGTH_MAX,
      usernameLengthMin: v.USERNAME_LENGTH_MIN,
      usernameLengthMax: v.USERNAME_LENGTH_MAX,
      passwordLengthMin: v.PASSWORD_LENGTH_MIN,
      passwordLengthMax: v.PASSWORD_LENGTH_MAX,
      accountRule: { mobileStartsWith: v.MOBILE_STARTS_WITH },
      countryCode: v.COUNTRY_CODE,
      appName: v.APP_NAME,
      supportEmail: v.SUPPORT_EMAIL,
    },
    userRegisterCoin: v.USER_REGISTER_COIN,
    gameResourceUrl: v.GAME_RESOURCE_URL,
    h5: { downloadType: v.H5_DOWNLOAD_TYPE, downloadUrl: v.H5_DOWNLOAD_URL },
  };
}

function pickSet(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(VARS)) {
    const value = env[name];
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

function readConfigFile(path: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ConfigError(`CONFIG_FILE: ${path} is not valid JSON (${(err as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`CONFIG_FILE: ${path} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

function readPem(value: string, cwd: string): string | null {
  if (value === '') return null;
  // Environments often carry PEM text with escaped newlines.
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  const path = resolve(cwd, value);
  if (!existsSync(path)) throw new ConfigError(`PASSWORD_PRIVATE_KEY: neither PEM text nor an existing file (${value})`);
  return readFileSync(path, 'utf8');
}
