import { useQuery } from '../../../shared/query/index.ts';
import type { CustomerServiceConfig } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { useToken } from '../../../shared/session/use-token.ts';

export type CustomerServices = CustomerServiceConfig;
export type CustomerServiceEntry = CustomerServices['appCustomerServiceQueue'][number];

const empty: CustomerServices = { appCustomerServiceQueue: [], serviceUrl: '', lcChatServiceUrl: '' };

/** getCustomerServices; a refusal rejects, so the list is taken only from an errcode 0 answer (§8). */
export async function fetchCustomerServices(): Promise<CustomerServices> {
  const { appCustomerServiceQueue, serviceUrl, lcChatServiceUrl } = await call('getCustomerServices', {});
  return { appCustomerServiceQueue, serviceUrl, lcChatServiceUrl };
}

/**
 * The service store of §3: a player's list from getCustomerServices, a guest's (or a player's
 * until that answers) from the app config.
 */
export function useCustomerServices(): CustomerServices {
  const token = useToken();
  const fromConfig = useAppConfig()?.customerService;
  const query = useQuery({ queryKey: ['customerServices'], queryFn: fetchCustomerServices, enabled: token !== null, staleTime: 5 * 60_000 });
  return (token !== null ? query.data : undefined) ?? fromConfig ?? empty;
}

/** §2: the header button opens the chat address when there is one, else the external service address. */
export function serviceTarget(services: CustomerServices): { kind: 'chat' | 'external'; url: string } | null {
  if (services.lcChatServiceUrl) return { kind: 'chat', url: services.lcChatServiceUrl };
  if (services.serviceUrl) return { kind: 'external', url: services.serviceUrl };
  return null;
}

/** §2 footer: entries with an address whose nickname does not contain the word "Service". */
export function footerContacts(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry[] {
  return entries.filter((entry) => entry.url.trim() !== '' && !/service/i.test(entry.nickname));
}
