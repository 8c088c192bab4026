import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Limits, RegisterTypes, SiteModes, SiteVariants } from '@casino/contract';
import type { SiteConfig } from '@casino/contract';

/** The repository root, so paths work whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DEFAULT_WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
const DEFAULT_ADMIN_DIST = resolve(REPO_ROOT, 'apps/admin/dist');
const DEFAULT_CONFIG_FILE = './casino.config.json';

// Values come as strings from the environment and as JSON values from the config file.
const integer = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^-?\d+$/, 'must be an integer').transform(Number)])
    .pipe(z.number().int().min(min).max(max));
const decimal = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'must be a number').transform(Number)])
    .pipe(z.number().min(min).max(max));
/** A multiplier from 0 to max with at most two decimals (the precision turnover is computed with). */
const multiplier = (max: number) => {
  const error = `must be a number from 0 to ${max} with at most two decimals`;
  return z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], { error })
    .pipe(z.number().min(0, error).max(max, error).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, error));
};
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v)),
]);
const text = (max = 4096) => z.string().max(max);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A provider code or a platform code (game_platforms.code): lower case, stable, URL-safe. */
const providerCode = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'must be 1 to 32 lower-case letters, digits, - or _');
/** One game provider of GAME_PROVIDERS. The house provider may be listed too, to set its own secret or switch it off. */
const GameProviderSetting = z.strictObject({
  code: providerCode,
  secret: z.string().min(16, 'must be at least 16 characters').max(512),
  enabled: z.boolean().default(true),
  launchUrl: z.string().max(2048).refine((url) => url.includes('{token}'), 'must contain {token}').optional(),
  platforms: z.array(providerCode).min(1).max(100).optional(),
});
export type GameProviderSetting = z.output<typeof GameProviderSetting>;

// A JSON array as text (environment) or as a value (config file). Messages name the entry and
// field but never quote a value, since entries hold secrets.
const gameProviders = z.union([z.string(), z.array(z.unknown())]).transform((value, ctx) => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
      return z.NEVER;
    }
  }
  const parsed = z.array(GameProviderSetting).max(100).safeParse(list);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    ctx.addIssue({ code: 'custom', message: `${at}${issue?.message ?? 'invalid'}` });
    return z.NEVER;
  }
  return parsed.data;
});

interface VarDef<S extends z.ZodType> { schema: S; default: string; description: string }
const def = <S extends z.ZodType>(schema: S, dflt: string, description: string): VarDef<S> => ({ schema, default: dflt, description });

/** Every configuration variable: environment name, default, meaning. Env overrides the config file. */
const VARS = {
  CONFIG_FILE: def(text(), DEFAULT_CONFIG_FILE, 'JSON file with any of these variables as keys (used when present; an explicitly named file must exist). Environment variables override it.'),
  PORT: def(integer(0, 65535), '3000', 'HTTP port to listen on.'),
  HOST: def(text(255), '0.0.0.0', 'Interface to listen on.'),
  LOG_LEVEL: def(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info', 'Log level of the JSON logs on stdout.'),
  TRUST_PROXY: def(flag, 'false', 'Trust X-Forwarded-For (set when behind a reverse proxy, so rate limits see the real client address).'),
  PRODUCTION: def(flag, 'false', 'Production mode, also on when NODE_ENV=production: the server refuses to start while SMS_PROVIDER or PAYMENT_PROVIDER is sandbox or GAME_SANDBOX is true, unless ALLOW_SANDBOX is set. There is no real SMS provider yet, so until there is, production also needs ALLOW_SANDBOX=true. See docs/operations.md (Production checklist).'),
  ALLOW_SANDBOX: def(flag, 'false', 'Lets a production server (PRODUCTION or NODE_ENV=production) start with sandbox providers anyway, for a staging machine or while no real SMS provider exists. It allows every sandbox at once; leave it unset wherever real players play.'),
  DATA_DIR: def(text(), './data', 'Directory (relative to the working directory) for the embedded database and the generated password key. One server process per directory.'),
  DATABASE_URL: def(text(), '', 'PostgreSQL connection URL. Empty: use the embedded PGlite database in DATA_DIR.'),
  DATABASE_POOL_MAX: def(integer(1, 1000), '10', 'Maximum PostgreSQL connections (DATABASE_URL only).'),
  REDIS_URL: def(z.string().max(2048).regex(/^(rediss?:\/\/\S+)?$/, 'must be empty or a redis:// or rediss:// URL'), '', 'Redis connection URL (redis://[:password@]host:port[/db], rediss:// for TLS) shared by every server on one DATABASE_URL: rate limits (and the OTP resend window) then count across all of them. The server refuses to start when Redis does not answer; if Redis goes away later, each server limits on its own until it is back. Empty: limits are kept in this process (one server). See docs/operations.md, "Several servers".'),
  WEB_DIST_DIR: def(text(), 'apps/web/dist', 'Built player app to serve (relative to the working directory when set; default is the one in this repository). Not served when missing.'),
  ADMIN_DIST_DIR: def(text(), 'apps/admin/dist', 'Built operator console to serve under /admin (relative to the working directory when set; default is the one in this repository). Not served when missing.'),
  PASSWORD_PRIVATE_KEY: def(text(16384), '', 'RSA private key (PEM text, or a path to a PEM file) for decrypting passwords. Empty: generated on first start into DATA_DIR/keys/password-rsa.pem. Set it when several server instances share one DATABASE_URL, so they all hold the same key: on PostgreSQL a server holding another key than the one the database was first used with refuses to start.'),
  SESSION_IDLE_DAYS: def(integer(1, 365), '7', 'A login token expires after this many days without use.'),
  SESSION_MAX_DAYS: def(integer(1, 3650), '30', 'A login token expires this many days after login, used or not.'),
  SMS_PROVIDER: def(oneOf(['sandbox']), 'sandbox', 'SMS provider. sandbox records messages in the database and exposes GET /sandbox/sms/latest (for testing only).'),
  RATE_LIMIT_SCALE: def(decimal(0, 1_000_000), '1', 'Multiplies every rate limit (login, registration, OTP). 0 turns rate limits off. The 60 s OTP resend window and the login lockout always apply.'),
  EVENT_LOG_RETENTION_DAYS: def(integer(1, 3650), '90', 'Entries of the client event log (appEventLogClient, actionLog) older than this many days are deleted by a background job, in batches. See docs/decisions/071.'),
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
  MAIL_WELCOME_COIN: def(integer(0, 1_000_000_000), '500', 'Coins attached to the welcome mail every new player receives, in hundredths of a coin; granted when the player claims them (turnover owed: once the amount). 0: the welcome mail carries no coins.'),
  GAME_RESOURCE_URL: def(text(), '', 'Base URL of game images and resources.'),
  H5_DOWNLOAD_TYPE: def(integer(0, 9), '0', 'App download banner type (2 or 3 show the banner); 0 for none.'),
  H5_DOWNLOAD_URL: def(text(), '', 'App package download URL.'),
  MIN_CLIENT_VERSION: def(z.string().trim().regex(/^(\d{1,6}(\.\d{1,6}){0,3})?$/, 'must be empty or a version of 1 to 4 dotted numbers, such as 1.0.28'), '', 'The oldest player app version allowed to run (dotted numbers such as 1.0.28, compared with the version the app was built with). An older app shows the forced-update sheet, which cannot be dismissed, until it reloads into a newer build. Empty: no minimum. See docs/decisions/070.'),
  APP_DOWNLOAD_BONUS: def(integer(0, 1_000_000_000), '2000', 'The app-download bonus the forced-update sheet promises (§4), in hundredths of a coin: granted once per player who has a credited deposit, through the rewards, with turnover owed once the amount. 0 turns it off.'),
  GAME_SESSION_MINUTES: def(integer(1, 7 * 24 * 60), '240', 'A game session (the token in a launch URL) expires this many minutes after it was opened or last used for a bet; wins and rollbacks still settle after that.'),
  GAME_PROVIDERS: def(gameProviders, '[]', 'External game providers as a JSON array of {code, secret (16+ characters), enabled (default true), launchUrl (with {token}, and optionally {gameCode} and {lang}), platforms (the game platform codes it serves; default [code])}. The house provider is always present; list code "house" only to set its secret or switch it off. See docs/providers.md.'),
  GAME_SANDBOX: def(flag, 'true', 'Sandbox game studio: plays the games of every game platform that no GAME_PROVIDERS entry serves, through the signed provider API (for machines without real providers; turn off in production). See docs/decisions/009.'),
  SANDBOX_CLOCK: def(flag, 'false', 'Sandbox clock: POST /sandbox/clock {advanceMs} moves the server\'s time forward and POST /sandbox/jobs/{name} runs a background job now (browser tests of daily claims and settlements). For testing only; refused in production. See docs/decisions/075.'),
  GAME_CURRENCY: def(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'), 'PHP', 'Currency code game providers are told balances are in.'),
  GAME_HOUSEKEEPING_INTERVAL_SECONDS: def(integer(0, 86_400), '60', 'How often abandoned house rounds of all players are finished and ended game sessions are pruned (also once at start). 0 turns the timer off (the run at start stays).'),
  GAME_SESSION_RETENTION_DAYS: def(integer(1, 3650), '30', 'Game sessions that expired or were closed more than this many days ago are deleted; their bets, wins and rounds are kept. A provider retrying with such a token gets INVALID_TOKEN.'),
  PAYMENT_PROVIDER: def(oneOf(['sandbox', 'off']), 'sandbox', 'Payment provider for deposits and withdrawals. sandbox plays a provider locally: a hosted payment page under /sandbox/pay/ and signed callbacks (for testing only). off: no deposit channels, approved withdrawals wait for a provider.'),
  PAYMENT_SANDBOX_SECRET: def(text(256), '', 'HMAC secret the sandbox provider signs its callbacks with. Empty: derived from the password key (stable across restarts and shared by instances sharing PASSWORD_PRIVATE_KEY).'),
  PAYMENT_CALLBACK_TOLERANCE_SECONDS: def(integer(30, 3600), '300', 'A payment callback whose signed timestamp is further than this from the server clock is refused.'),
  PAYMENT_CHANNELS: def(text(65536), '', 'JSON list of deposit channels ({id, name, kind: payUrl, qr or bankOwn, bankId, sort, iconH5, minAmount, maxAmount, presetAmounts, ownBank}); see docs/payments.md. Empty: the built-in GCash, Maya, QR Ph and bank transfer channels.'),
  PAYMENT_JOBS_INTERVAL_SECONDS: def(integer(0, 3600), '5', 'How often provider callbacks are (re)delivered and unconfirmed orders are checked with the provider. 0 turns these background jobs off.'),
  DEPOSIT_MIN_AMOUNT: def(integer(1, 1_000_000_000_000), '10000', 'Smallest deposit, in hundredths of a coin.'),
  DEPOSIT_MAX_AMOUNT: def(integer(1, 1_000_000_000_000), '5000000', 'Largest deposit, in hundredths of a coin.'),
  DEPOSIT_ORDER_TTL_MINUTES: def(integer(1, 1440), '10', 'A deposit order (its payment page or QR code) must be paid within this many minutes.'),
  DEPOSIT_TURNOVER_MULTIPLIER: def(multiplier(1000), '0', 'Wagering on deposits: each credited deposit adds its amount times this (rounded up to a hundredth of a coin) to the turnover the player must bet before withdrawing, like the betRate of a coin reward. 1: every deposit must be bet once. 0 turns it off. At most two decimals. See docs/decisions/051.'),
  WITHDRAW_MIN_AMOUNT: def(integer(1, 1_000_000_000_000), '10000', 'Smallest withdrawal, in hundredths of a coin.'),
  WITHDRAW_MAX_AMOUNT: def(integer(1, 1_000_000_000_000), '5000000', 'Largest single withdrawal, in hundredths of a coin.'),
  WITHDRAW_DAILY_MAX_AMOUNT: def(integer(1, 1_000_000_000_000), '20000000', 'Most a player may withdraw per day (Philippine time), in hundredths of a coin; rejected, failed and cancelled withdrawals do not count.'),
  WITHDRAW_DAILY_MAX_COUNT: def(integer(1, 1000), '3', 'Most withdrawals a player may request per day (Philippine time); rejected, failed and cancelled ones do not count.'),
  WITHDRAW_FEE_PERCENT: def(decimal(0, 50), '0', 'Withdrawal fee in percent of the amount (rounded up to a hundredth of a coin), kept by the house.'),
  WITHDRAW_AUTO_APPROVE_MAX: def(integer(0, 1_000_000_000_000), '0', 'A withdrawal of at most this amount, in hundredths of a coin, from a player with verified identity is paid out at once without operator review; larger ones wait for an operator. 0: every withdrawal waits for an operator. See docs/decisions/048.'),
  KYC_DIR: def(text(), '', 'Directory for uploaded identity images (never served over HTTP). Empty: DATA_DIR/kyc.'),
  KYC_MAX_FILE_BYTES: def(integer(1024, 50 * 1024 * 1024), '5242880', 'Largest identity image a player may upload, in bytes.'),
  ADJUSTMENT_APPROVAL_OVER: def(integer(0, 100_000_000_000), '100000', 'A balance adjustment made in the operator console larger than this (either way, in hundredths of a coin) waits for a second operator\'s approval; smaller ones apply at once. 0: every adjustment waits. See docs/decisions/062.'),
  LINE_LOGIN: def(oneOf(['auto', 'off', 'sandbox', 'line']), 'auto', 'LINE login (the messaging-app login of §7). line: LINE itself, with LINE_CHANNEL_ID, LINE_CHANNEL_SECRET and LINE_REDIRECT_URI. sandbox: a stand-in LINE under /sandbox/line/ where anyone signs in as any LINE user (for testing only). off: no LINE button. auto: sandbox outside production, off in production. See docs/decisions/060.'),
  LINE_CHANNEL_ID: def(z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be up to 64 letters, digits, - or _'), '', 'LINE Login channel ID (required with LINE_LOGIN=line; the sandbox uses it too when set).'),
  LINE_CHANNEL_SECRET: def(text(256), '', 'LINE Login channel secret: the code exchange authenticates with it and ID tokens are signed with it (HS256). Required with LINE_LOGIN=line; empty with the sandbox: derived from the password key.'),
  LINE_REDIRECT_URI: def(text(2048).regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'must be a path of this site or an http(s) URL'), '/line/callback', 'Where LINE sends the player back: the player app\'s /line/callback screen. LINE_LOGIN=line needs the absolute URL registered with the channel (https://your.site/line/callback); the sandbox takes the path.'),
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
  /** PRODUCTION or NODE_ENV=production: sandbox providers are refused unless allowSandbox. */
  production: boolean;
  allowSandbox: boolean;
  /** Where the embedded database and generated key live; null keeps everything in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  databasePoolMax: number;
  /** REDIS_URL: shared rate limits across servers; null keeps them in this process. May hold a password: never log it. */
  redisUrl: string | null;
  /** Built player app; null or missing directory: not served. */
  webDistDir: string | null;
  /** Built operator console (/admin); null or missing directory: not served. */
  adminDistDir: string | null;
  passwordPrivateKeyPem: string | null;
  sessionIdleDays: number;
  sessionMaxDays: number;
  smsProvider: 'sandbox';
  rateLimitScale: number;
  /** Days the client event log is kept. */
  eventLogRetentionDays: number;
  site: SiteConfig;
  userRegisterCoin: number;
  /** Coins (hundredths) attached to the welcome mail; 0 for none. */
  mailWelcomeCoin: number;
  gameResourceUrl: string;
  h5: { downloadType: number; downloadUrl: string };
  /** MIN_CLIENT_VERSION: an app older than this must update; '' for none. */
  minClientVersion: string;
  /** The app-download bonus (hundredths); 0: none. */
  appDownloadBonus: number;
  gameSessionMinutes: number;
  /** Holds secrets: never log it. */
  gameProviders: GameProviderSetting[];
  gameCurrency: string;
  gameHousekeepingIntervalSeconds: number;
  gameSessionRetentionDays: number;
  gameSandbox: boolean;
  /** SANDBOX_CLOCK: /sandbox/clock moves the server's time forward, /sandbox/jobs runs a job now (decision 075). */
  sandboxClock: boolean;
  payments: PaymentSettings;
  kyc: { dir: string | null; maxFileBytes: number };
  /** Console balance adjustments above this (hundredths, either way) need a second operator. */
  adjustmentApprovalOver: number;
  /** Holds a secret: never log it. */
  line: LineSettings;
}

/** The LINE login (LINE_*). */
export interface LineSettings {
  /** As configured; lineProvider() resolves auto. */
  login: 'auto' | 'off' | 'sandbox' | 'line';
  channelId: string;
  /** null: derived from the password key (the sandbox only). Never log it. */
  channelSecret: string | null;
  redirectUri: string;
}

/** The LINE provider in use: auto is the sandbox outside production and none in production. */
export function lineProvider(config: Pick<ServerConfig, 'line' | 'production'>): 'off' | 'sandbox' | 'line' {
  if (config.line.login !== 'auto') return config.line.login;
  return config.production ? 'off' : 'sandbox';
}

/** Deposits and withdrawals (amounts in hundredths). */
export interface PaymentSettings {
  provider: 'sandbox' | 'off';
  /** null: derived from the password key. Never log it. */
  sandboxSecret: string | null;
  callbackToleranceSeconds: number;
  /** PAYMENT_CHANNELS as given (validated by the payments module); null for the built-in channels. */
  channelsJson: string | null;
  jobsIntervalSeconds: number;
  deposit: {
    minAmount: number; maxAmount: number; orderTtlMinutes: number;
    /** Each credited deposit adds amount x this to the turnover owed; 0: deposits add none. */
    turnoverMultiplier: number;
  };
  withdraw: {
    minAmount: number; maxAmount: number; dailyMaxAmount: number; dailyMaxCount: number; feePercent: number;
    /** Withdrawals at or under this amount skip operator review; 0: none do. */
    autoApproveMax: number;
  };
}

export class ConfigError extends Error {}

/** Where the configuration runs, as far as it is not a setting of its own. */
export interface ConfigContext {
  /** NODE_ENV of the process; "production" turns production mode on like PRODUCTION=true. */
  nodeEnv?: string;
}

/** The settings that put a sandbox in front of players: each lets anyone read codes, fake payments or play fake games. */
export function sandboxSettings(config: Pick<ServerConfig, 'smsProvider' | 'payments' | 'gameSandbox' | 'line' | 'sandboxClock'>): string[] {
  const out: string[] = [];
  if (config.smsProvider === 'sandbox') out.push('SMS_PROVIDER=sandbox');
  if (config.payments.provider === 'sandbox') out.push('PAYMENT_PROVIDER=sandbox');
  if (config.gameSandbox) out.push('GAME_SANDBOX=true');
  // auto never is one in production (lineProvider), so only an explicit choice is refused.
  if (config.line.login === 'sandbox') out.push('LINE_LOGIN=sandbox');
  if (config.sandboxClock) out.push('SANDBOX_CLOCK=true');
  return out;
}

/**
 * Throws a one-line ConfigError when a production configuration would start a sandbox without
 * ALLOW_SANDBOX. parseConfig applies it, and buildApp again for configurations made by hand.
 */
export function refuseSandboxesInProduction(config: ServerConfig): void {
  if (!config.production || config.allowSandbox) return;
  const sandboxes = sandboxSettings(config);
  if (sandboxes.length === 0) return;
  throw new ConfigError(`refusing to start in production with sandbox providers: ${sandboxes.join(', ')}; configure real providers or set ALLOW_SANDBOX=true`);
}

/** Builds the configuration from defaults, the config file and the environment (in that order). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const fromEnv = pickSet(env);
  const fileName = fromEnv.CONFIG_FILE ?? DEFAULT_CONFIG_FILE;
  const filePath = resolve(cwd, String(fileName));
  let fromFile: Record<string, unknown> = {};
  if (existsSync(filePath)) fromFile = readConfigFile(filePath);
  else if (fromEnv.CONFIG_FILE !== undefined) throw new ConfigError(`CONFIG_FILE: ${fileName} does not exist`);
  return parseConfig({ ...fromFile, ...fromEnv }, cwd, { nodeEnv: env.NODE_ENV });
}

/**
 * Validates raw values (names as in CONFIG_DOC) over the defaults. Throws a ConfigError naming
 * every bad setting, or, for a valid production configuration with a sandbox, the one-line
 * refusal of refuseSandboxesInProduction.
 */
export function parseConfig(raw: Record<string, unknown>, cwd: string = process.cwd(), context: ConfigContext = {}): ServerConfig {
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
  const config = toServerConfig(values as VarValues, raw, cwd, context);
  refuseSandboxesInProduction(config);
  return config;
}

function crossCheck(v: VarValues): string[] {
  const out: string[] = [];
  if (v.USERNAME_LENGTH_MIN > v.USERNAME_LENGTH_MAX) out.push('USERNAME_LENGTH_MIN: must not exceed USERNAME_LENGTH_MAX');
  if (v.PASSWORD_LENGTH_MIN > v.PASSWORD_LENGTH_MAX) out.push('PASSWORD_LENGTH_MIN: must not exceed PASSWORD_LENGTH_MAX');
  if (v.ACCOUNT_LENGTH_MIN > v.ACCOUNT_LENGTH_MAX) out.push('ACCOUNT_LENGTH_MIN: must not exceed ACCOUNT_LENGTH_MAX');
  if (v.SESSION_IDLE_DAYS > v.SESSION_MAX_DAYS) out.push('SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  if (v.DEPOSIT_MIN_AMOUNT > v.DEPOSIT_MAX_AMOUNT) out.push('DEPOSIT_MIN_AMOUNT: must not exceed DEPOSIT_MAX_AMOUNT');
  if (v.WITHDRAW_MIN_AMOUNT > v.WITHDRAW_MAX_AMOUNT) out.push('WITHDRAW_MIN_AMOUNT: must not exceed WITHDRAW_MAX_AMOUNT');
  if (v.WITHDRAW_MAX_AMOUNT > v.WITHDRAW_DAILY_MAX_AMOUNT) out.push('WITHDRAW_MAX_AMOUNT: must not exceed WITHDRAW_DAILY_MAX_AMOUNT');
  out.push(...checkGameProviders(v.GAME_PROVIDERS));
  if (v.LINE_LOGIN === 'line') {
    if (v.LINE_CHANNEL_ID === '') out.push('LINE_CHANNEL_ID: required with LINE_LOGIN=line');
    if (v.LINE_CHANNEL_SECRET === '') out.push('LINE_CHANNEL_SECRET: required with LINE_LOGIN=line');
    if (!/^https?:\/\//.test(v.LINE_REDIRECT_URI)) out.push('LINE_REDIRECT_URI: must be the absolute URL registered with the channel when LINE_LOGIN=line');
  }
  return out;
}

/** Each provider once; each platform served by one provider; external providers need a launch URL. */
function checkGameProviders(providers: readonly GameProviderSetting[]): string[] {
  const out: string[] = [];
  const codes = new Set<string>();
  // The house provider serves the house platform unless its own entry says otherwise.
  const servedBy = new Map<string, string>([['house', 'house']]);
  for (const [i, p] of providers.entries()) {
    if (codes.has(p.code)) out.push(`GAME_PROVIDERS: ${i}.code: ${p.code} is listed twice`);
    codes.add(p.code);
    if (p.code !== 'house' && p.launchUrl === undefined) out.push(`GAME_PROVIDERS: ${i}.launchUrl: required for provider ${p.code}`);
    for (const platform of p.platforms ?? [p.code]) {
      const other = servedBy.get(platform);
      if (other !== undefined && other !== p.code) out.push(`GAME_PROVIDERS: ${i}.platforms: ${platform} is already served by ${other}`);
      servedBy.set(platform, p.code);
    }
  }
  return out;
}

function toServerConfig(v: VarValues, raw: Record<string, unknown>, cwd: string, context: ConfigContext): ServerConfig {
  const webDistSet = raw.WEB_DIST_DIR !== undefined;
  return {
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY,
    production: v.PRODUCTION || context.nodeEnv === 'production',
    allowSandbox: v.ALLOW_SANDBOX,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL === '' ? null : v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX,
    redisUrl: v.REDIS_URL === '' ? null : v.REDIS_URL,
    webDistDir: webDistSet ? resolve(cwd, v.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    adminDistDir: raw.ADMIN_DIST_DIR !== undefined ? resolve(cwd, v.ADMIN_DIST_DIR) : DEFAULT_ADMIN_DIST,
    passwordPrivateKeyPem: readPem(v.PASSWORD_PRIVATE_KEY, cwd),
    sessionIdleDays: v.SESSION_IDLE_DAYS,
    sessionMaxDays: v.SESSION_MAX_DAYS,
    smsProvider: v.SMS_PROVIDER,
    rateLimitScale: v.RATE_LIMIT_SCALE,
    eventLogRetentionDays: v.EVENT_LOG_RETENTION_DAYS,
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
    mailWelcomeCoin: v.MAIL_WELCOME_COIN,
    gameResourceUrl: v.GAME_RESOURCE_URL,
    h5: { downloadType: v.H5_DOWNLOAD_TYPE, downloadUrl: v.H5_DOWNLOAD_URL },
    minClientVersion: v.MIN_CLIENT_VERSION,
    appDownloadBonus: v.APP_DOWNLOAD_BONUS,
    gameSessionMinutes: v.GAME_SESSION_MINUTES,
    gameProviders: v.GAME_PROVIDERS,
    gameCurrency: v.GAME_CURRENCY,
    gameHousekeepingIntervalSeconds: v.GAME_HOUSEKEEPING_INTERVAL_SECONDS,
    gameSessionRetentionDays: v.GAME_SESSION_RETENTION_DAYS,
    gameSandbox: v.GAME_SANDBOX,
    sandboxClock: v.SANDBOX_CLOCK,
    payments: {
      provider: v.PAYMENT_PROVIDER,
      sandboxSecret: v.PAYMENT_SANDBOX_SECRET === '' ? null : v.PAYMENT_SANDBOX_SECRET,
      callbackToleranceSeconds: v.PAYMENT_CALLBACK_TOLERANCE_SECONDS,
      channelsJson: v.PAYMENT_CHANNELS.trim() === '' ? null : v.PAYMENT_CHANNELS,
      jobsIntervalSeconds: v.PAYMENT_JOBS_INTERVAL_SECONDS,
      deposit: {
        minAmount: v.DEPOSIT_MIN_AMOUNT, maxAmount: v.DEPOSIT_MAX_AMOUNT, orderTtlMinutes: v.DEPOSIT_ORDER_TTL_MINUTES,
        turnoverMultiplier: v.DEPOSIT_TURNOVER_MULTIPLIER,
      },
      withdraw: {
        minAmount: v.WITHDRAW_MIN_AMOUNT, maxAmount: v.WITHDRAW_MAX_AMOUNT, dailyMaxAmount: v.WITHDRAW_DAILY_MAX_AMOUNT,
        dailyMaxCount: v.WITHDRAW_DAILY_MAX_COUNT, feePercent: v.WITHDRAW_FEE_PERCENT, autoApproveMax: v.WITHDRAW_AUTO_APPROVE_MAX,
      },
    },
    kyc: { dir: v.KYC_DIR === '' ? null : resolve(cwd, v.KYC_DIR), maxFileBytes: v.KYC_MAX_FILE_BYTES },
    adjustmentApprovalOver: v.ADJUSTMENT_APPROVAL_OVER,
    line: {
      login: v.LINE_LOGIN, channelId: v.LINE_CHANNEL_ID,
      channelSecret: v.LINE_CHANNEL_SECRET === '' ? null : v.LINE_CHANNEL_SECRET, redirectUri: v.LINE_REDIRECT_URI,
    },
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
