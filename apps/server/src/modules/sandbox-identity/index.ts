/**
 * sandbox-identity: a stand-in LINE Login (OAuth 2.0 / OpenID Connect code flow) under
 * /sandbox/line/, so the messaging-app login runs end to end on a machine with no LINE channel.
 * Its authorize page lets anyone sign in as any LINE user: it serves only when LINE_LOGIN is
 * sandbox (the default outside production), warns in the log, and production refuses it
 * (docs/decisions/060). accounts takes the channel it plays from this face.
 */

/** The token endpoint's answer: an HTTP status and its JSON body (LINE's shapes). */
export interface TokenReply {
  status: number;
  body: Record<string, unknown>;
}

/** The channel the sandbox plays: what a LINE Login channel's settings would be. */
export interface SandboxLineChannel {
  /** The ID tokens' iss (not LINE's, so sandbox identities never pass for real ones). */
  issuer: string;
  channelId: string;
  /** Signs the ID tokens (HS256) and authenticates the code exchange. Never log it. */
  channelSecret: string;
  authorizeUrl: string;
  /** The one redirect URI the channel accepts (LINE_REDIRECT_URI). */
  redirectUri: string;
  /** POST /sandbox/line/token answered in-process: the same rules, without leaving the server. */
  tokenEndpoint(form: URLSearchParams): Promise<TokenReply>;
}

export interface SandboxIdentityFace {
  /** null unless LINE_LOGIN resolves to sandbox. */
  lineChannel: SandboxLineChannel | null;
}
