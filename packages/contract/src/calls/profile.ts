import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Errcodes of the profile calls (3400-3499). */
export const ProfileErrcode = {
} as const;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- filled in with the calls
const unused = [z, defineCall];

/** The profile calls, in the order of the call list (calls/index.ts). */
export const profileCalls = {
} as const;
