import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the logs: passwords, tokens, OTP codes and message bodies are
 * censored wherever they appear up to two levels deep (with SQL parameters, which
 * database errors carry). Request bodies are never logged.
 */
const SECRET_KEYS = [
  'password', 'oldPassword', 'token', 'otp', 'smsCode', 'verifyCode', 'body', 'input', 'params', 'authorization', 'cookie', 'privateKey',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-id"]',
  // "code" is also an error code worth keeping, so only a submitted code is censored.
  'request.code',
  'query.code',
];

export interface LoggerSettings {
  level: string;
  /** Where JSON lines go; stdout when absent (tests pass a capture stream). */
  stream?: NodeJS.WritableStream;
}

export function loggerOptions(settings: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level: settings.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(settings.stream ? { stream: settings.stream } : {}),
  };
}

/**
 * The same logger (destination, level) without the redaction pass, for the lines written per
 * request whose fields are fixed and known to be safe: the request line and the provider-call
 * line. The pass walks every path above for every line, about 30 µs at the root and several times
 * that in a request's child logger, as much as some calls' own work (decision 105). Never give it
 * an object a caller supplied.
 */
export function withoutRedaction(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { redact: [] });
}
