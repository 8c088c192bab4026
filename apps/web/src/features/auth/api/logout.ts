import { call } from '../../../shared/api/client.ts';

/** Ends this session on the server; the local session is cleared whatever the answer. */
export async function logoutOnServer(): Promise<void> {
  await call('logout', {}).catch(() => undefined);
}
