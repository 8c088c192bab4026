import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@casino/contract';
import { unauthorized } from './envelope.ts';
import { bearerToken } from './request-meta.ts';

/** A logged-in session, as the accounts module resolves it from a token. */
export interface AuthSession {
  sessionId: number;
  playerId: number;
}

/** Looks a token up: null when unknown, revoked or expired. Supplied by the accounts module. */
export type SessionResolver = (token: string) => Promise<AuthSession | null>;

export type AuthOutcome = { session: AuthSession } | { refusal: Envelope };

/** The Bearer token of the request resolved to a session, or the code-401 envelope. */
export async function authenticate(request: FastifyRequest, resolve: SessionResolver): Promise<AuthOutcome> {
  const token = bearerToken(request);
  if (token === null) {
    return { refusal: unauthorized(request.headers.authorization ? 'Token is invalid' : 'Token is required') };
  }
  const session = await resolve(token);
  return session ? { session } : { refusal: unauthorized('Token is invalid or expired') };
}
