/** The hash functions over node:crypto (OpenSSL), for the server. */
import { createHash, createHmac } from 'node:crypto';
import type { HashFunctions } from './hash.ts';

export const nodeHashFunctions: HashFunctions = {
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
};
