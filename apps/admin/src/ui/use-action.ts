import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../data/data-provider.ts';

/**
 * Runs one of the console's actions (ban, approve, reject ...): busy while it runs, the server's
 * message when it is refused, a confirmation and a refresh of the screen when it is done.
 */
export function useAction() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function run<T>(work: (dp: ConsoleDataProvider) => Promise<T>, done: string): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await work(dataProvider);
      notify(done, { type: 'success' });
      refresh();
      return result;
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The request failed', { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
