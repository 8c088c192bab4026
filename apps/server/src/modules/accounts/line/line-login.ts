import type { FastifyBaseLogger } from 'fastify';
import type { calls } from '@casino/contract';
import type { CallInput } from '../../../platform/call-route.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { isUniqueViolation } from '../../../platform/db.ts';
import type { RateGuard } from '../../../platform/rate-limit.ts';
import type { RequestMeta } from '../../../platform/request-meta.ts';
import { accountRefusal } from '../refusals.ts';
import type { AccountService, LoginResult } from '../service.ts';
import { RATE_RULES } from '../service.ts';
import type { LineChannel } from './channel.ts';
import { verifyIdToken } from './id-token.ts';
import { checkState, issueState, nonceFor, STATE_LIFETIME_MS, stateHash } from './state.ts';
import { LINE_STATE_KEY, recordAcceptedState } from './store.ts';

type LineLoginInput = CallInput<typeof calls.lineLogin>;

/** What the app needs to send a player to the provider (the app config's lineLogin). */
export interface LineLoginSettings {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
}

export interface LineLoginDeps {
  channel: LineChannel;
  db: Db;
  clock: Clock;
  /** Signs the states and derives their nonces. */
  stateKey: Buffer;
  limits: RateGuard;
  log: Pick<FastifyBaseLogger, 'warn'>;
  accounts: Pick<AccountService, 'loginWithLineIdentity'>;
}

export type LineLogin = ReturnType<typeof createLineLogin>;

/**
 * The LINE login (OAuth 2.0 authorization code flow with OpenID Connect, §7): a signed state
 * per sign-in, accepted once; the code exchanged at the channel's token endpoint with the
 * channel secret; the ID token verified (HS256 with the channel secret, issuer, audience,
 * expiry, the state's nonce). docs/decisions/060.
 */
export function createLineLogin(deps: LineLoginDeps) {
  const { channel, db, clock, stateKey, limits, log, accounts } = deps;

  return {
    settings: { authorizeUrl: channel.authorizeUrl, clientId: channel.channelId, redirectUri: channel.redirectUri } satisfies LineLoginSettings,

    /** lineLoginState: a state for one trip to the provider, and its nonce. */
    issueState: () => issueState(stateKey, clock.now()),

    /** lineLogin: the state and code the provider sent the player back with. */
    async login(input: LineLoginInput, meta: RequestMeta): Promise<LoginResult> {
      const limited = await limits.check([{ key: `login:ip:${meta.ip}`, rule: RATE_RULES.loginPerIp }]);
      if (limited) throw limited;
      const now = clock.now();
      if (checkState(stateKey, input.state, now) !== 'ok') throw accountRefusal('lineStateInvalid');
      try {
        await recordAcceptedState(db, stateHash(input.state), now, new Date(now.getTime() - STATE_LIFETIME_MS));
      } catch (err) {
        if (isUniqueViolation(err, LINE_STATE_KEY)) throw accountRefusal('lineStateInvalid');
        throw err;
      }
      const answer = await channel.tokenEndpoint(new URLSearchParams({
        grant_type: 'authorization_code', code: input.code, redirect_uri: channel.redirectUri,
        client_id: channel.channelId, client_secret: channel.channelSecret,
      }));
      const idToken = answer.body.id_token;
      if (answer.status !== 200 || typeof idToken !== 'string') {
        log.warn({ status: answer.status, error: answer.body.error }, 'LINE refused the code exchange');
        throw accountRefusal('lineAuthorizationFailed');
      }
      const verified = verifyIdToken(idToken, {
        secret: channel.channelSecret, issuer: channel.issuer, audience: channel.channelId, nonce: nonceFor(stateKey, input.state), now: clock.now(),
      });
      if ('problem' in verified) {
        log.warn({ problem: verified.problem }, 'LINE ID token refused');
        throw accountRefusal('lineTokenInvalid');
      }
      return accounts.loginWithLineIdentity(verified.identity, input, meta);
    },
  };
}
