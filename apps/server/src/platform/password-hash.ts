import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2 as Algorithm;
export const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
}

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, HASH_OPTIONS),
  async verify(storedHash, password) {
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  },
};
