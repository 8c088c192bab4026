import { WalletErrcode } from '@casino/contract';
import { createPendingIds, isOutcomeUnknown, newRequestId } from '../../shared/api/request-ids.ts';

/** Every money movement carries a requestId; the wallet moves money at most once per id. */
export { newRequestId };

/** No answer came, or the wallet is still working on it (2003): the money may or may not have moved. */
export const outcomeUnknown = (error: unknown): boolean => isOutcomeUnknown(error, WalletErrcode.RequestInProgress);

/** One requestId per money movement (key: direction and amount), kept while its outcome is unknown. */
export const createRequestIds = (makeId: () => string = newRequestId) => createPendingIds(WalletErrcode.RequestInProgress, makeId);
export type RequestIds = ReturnType<typeof createRequestIds>;
