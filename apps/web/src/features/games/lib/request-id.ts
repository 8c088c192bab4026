import { HouseErrcode } from '@casino/contract';
import { createPendingIds, isOutcomeUnknown, newRequestId } from '../../../shared/api/request-ids.ts';

/** Every game action carries a requestId; the house plays a round at most once per id. */
export { newRequestId };

/** No answer came, or the house is still working on the first attempt (1129): the round may or may not be played yet. */
export const outcomeUnknown = (error: unknown): boolean => isOutcomeUnknown(error, HouseErrcode.RequestInProgress);

/** One requestId per game action (key: the action and its choice), kept while its outcome is unknown. */
export const createActionIds = (makeId: () => string = newRequestId) => createPendingIds(HouseErrcode.RequestInProgress, makeId);
export type ActionIds = ReturnType<typeof createActionIds>;
