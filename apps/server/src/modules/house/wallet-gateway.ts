import type { ProviderAction, ProviderFailure, ProviderOk, ProviderReply, ProviderRequest } from '@casino/contract';

/**
 * The seamless-wallet gateway as a provider sees it, called in process. The house provider
 * moves coins only through it, exactly as an external provider does over HTTP.
 */
export interface SeamlessWallet {
  call<A extends ProviderAction>(providerCode: string, action: A, body: ProviderRequest<A>): Promise<ProviderReply>;
}

/** Transaction ids derive from the round id, so a retry of the same step reuses the same id. */
export const betTransactionId = (roundId: string): string => `${roundId}:bet`;
export const winTransactionId = (roundId: string): string => `${roundId}:win`;
export const rollbackTransactionId = (roundId: string): string => `${roundId}:rollback`;

export const isOk = (reply: ProviderReply): reply is ProviderOk => reply.status === 'OK';

/** A gateway answer the house did not expect: a fault on one side or the other, not the player's. */
export class GatewayFault extends Error {
  constructor(action: ProviderAction, reply: ProviderFailure) {
    super(`wallet gateway ${action}: ${reply.error} (${reply.message})`);
    this.name = 'GatewayFault';
  }
}
