import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Errcodes of the mail calls (3300-3399). */
export const MailErrcode = {
} as const;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- filled in with the calls
const unused = [z, defineCall];

/** The mail calls, in the order of the call list (calls/index.ts). */
export const mailCalls = {
} as const;
