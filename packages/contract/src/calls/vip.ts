import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Errcodes of the vip calls (3100-3199). */
export const VipErrcode = {
} as const;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- filled in with the calls
const unused = [z, defineCall];

/** The vip calls, in the order of the call list (calls/index.ts). */
export const vipCalls = {
} as const;
