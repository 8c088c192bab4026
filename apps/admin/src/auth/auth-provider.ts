import type { AuthProvider } from 'react-admin';
import type { OperatorSelf } from '@casino/contract/operator';
import { ConsoleError, operatorCall } from '../api/call.ts';
import { holds, RESOURCE_PERMISSIONS } from './access.ts';

/**
 * Signing in and out for react-admin. The password step is the login page's own call (it answers
 * a challenge); `login` is the second step: the challenge with a TOTP or recovery code. Who is
 * signed in is asked of the server (`me`) and kept a few seconds, so a screen change does not
 * ask twice.
 */

const ME_FRESH_MS = 5_000;
let cached: { operator: OperatorSelf; at: number } | null = null;

async function me(): Promise<OperatorSelf> {
  if (cached && Date.now() - cached.at < ME_FRESH_MS) return cached.operator;
  const { operator } = await operatorCall('me', {});
  cached = { operator, at: Date.now() };
  return operator;
}

export interface SecondFactorParams { challenge: string; code: string }

export const authProvider: AuthProvider = {
  async login({ challenge, code }: SecondFactorParams) {
    const { operator, recoveryCodesLeft } = await operatorCall('secondFactor', { challenge, code });
    cached = { operator, at: Date.now() };
    return { recoveryCodesLeft };
  },
  async logout() {
    cached = null;
    await operatorCall('logout', {}).catch(() => undefined);
  },
  async checkAuth() {
    try {
      await me();
    } catch (err) {
      // Not signed in: straight to the sign-in page, without an error notice.
      if (err instanceof ConsoleError && err.status === 401) throw { message: false };
      throw err;
    }
  },
  async checkError(error: unknown) {
    if (error instanceof ConsoleError || (typeof error === 'object' && error !== null && 'status' in error)) {
      if ((error as { status: number }).status === 401) {
        cached = null;
        throw error;
      }
    }
  },
  async getIdentity() {
    const operator = await me();
    return { id: operator.id, fullName: `${operator.username} (${operator.role})` };
  },
  async getPermissions() {
    return (await me()).permissions;
  },
  async canAccess({ resource }) {
    const needed = RESOURCE_PERMISSIONS[resource];
    if (needed === undefined) return true;
    return holds((await me()).permissions, needed);
  },
};

/** Forgets who is signed in (tests). */
export const forgetOperator = () => { cached = null; };
