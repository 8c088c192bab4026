import type { ServerConfig } from '../../../platform/config.ts';
import { lineProvider } from '../../../platform/config.ts';
import type { SandboxLineChannel, TokenReply } from '../../sandbox-identity/index.ts';

/** LINE Login's own endpoints and the issuer of its ID tokens. */
export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
export const LINE_TOKEN_URL = 'https://api.line.me/oauth2/v2.1/token';
export const LINE_ISSUER = 'https://access.line.me';
/** How long the exchange with LINE may take before the login is refused. */
const TOKEN_TIMEOUT_MS = 10_000;

/** The channel the server logs players in with: LINE's, or the sandbox's. */
export interface LineChannel {
  issuer: string;
  channelId: string;
  /** Never log it. */
  channelSecret: string;
  authorizeUrl: string;
  redirectUri: string;
  /** Exchanges a code (LINE's "Issue access token"): the HTTP status and JSON body. */
  tokenEndpoint(form: URLSearchParams): Promise<TokenReply>;
}

/** POSTs the form to LINE's token endpoint; a network failure or a body that is not JSON is a 502. */
async function lineTokenEndpoint(form: URLSearchParams): Promise<TokenReply> {
  try {
    const response = await fetch(LINE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const body = (await response.json()) as unknown;
    return { status: response.status, body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {} };
  } catch {
    return { status: 502, body: { error: 'unreachable' } };
  }
}

/** The channel of LINE_LOGIN: LINE itself, the sandbox (from its module), or none. */
export function lineChannel(config: Pick<ServerConfig, 'line' | 'production'>, sandbox: SandboxLineChannel | null): LineChannel | null {
  const provider = lineProvider(config);
  if (provider === 'sandbox') return sandbox;
  if (provider === 'off' || config.line.channelSecret === null) return null;
  return {
    issuer: LINE_ISSUER, channelId: config.line.channelId, channelSecret: config.line.channelSecret,
    authorizeUrl: LINE_AUTHORIZE_URL, redirectUri: config.line.redirectUri, tokenEndpoint: lineTokenEndpoint,
  };
}
