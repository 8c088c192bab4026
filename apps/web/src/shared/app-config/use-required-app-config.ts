import { useQuery } from '../query/index.ts';
import type { AppConfig } from '@casino/contract';
import { loadAppConfig } from './load.ts';
import { useAppConfig } from './store.ts';

/**
 * For screens that cannot work without the config (registration needs the site's form):
 * the stored config, loading it if none is held, with a way to retry after a failure.
 */
export function useRequiredAppConfig(): { config: AppConfig | null; failed: boolean; retry: () => void } {
  const config = useAppConfig();
  const query = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig, enabled: config === null, retry: 1 });
  return { config, failed: config === null && query.isError, retry: () => void query.refetch() };
}
