import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Errcodes of the tasks calls (3200-3299). */
export const TaskErrcode = {
} as const;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- filled in with the calls
const unused = [z, defineCall];

/** The tasks calls, in the order of the call list (calls/index.ts). */
export const taskCalls = {
} as const;
