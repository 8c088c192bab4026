import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../shared/query/index.ts';
import type { Bank, CallResponse, UserBank } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { paymentKeys } from './keys.ts';

export interface UserBanks {
  /** Bound accounts keyed by bankId (§3 appUserBankList). */
  appUserBankList: Record<string, UserBank>;
  /** The banks and e-wallets that can be bound. */
  bankList: Bank[];
}

/** The bound accounts in the user store (§3), keyed by bankId as the server sends them. */
function remember(list: Record<string, UserBank>): void {
  useUserStore.setState({ appUserBankList: Object.fromEntries(Object.values(list).map((bank) => [bank.bankId, { ...bank }])) });
}

/** getUserBankList: the player's bound accounts and the catalogue of banks and e-wallets. */
export async function getUserBanks(signal?: AbortSignal): Promise<UserBanks> {
  const { appUserBankList, bankList } = await call('getUserBankList', {}, { signal });
  remember(appUserBankList);
  return { appUserBankList, bankList };
}

export function userBanksQuery(playerId: number) {
  return queryOptions({ queryKey: paymentKeys.userBanks(playerId), queryFn: ({ signal }) => getUserBanks(signal), staleTime: 30_000 });
}

export function useUserBanks() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...userBanksQuery(playerId), enabled: playerId > 0 });
}

/** Bound accounts, newest change first. */
export function boundAccounts(list: Record<string, UserBank> | undefined): UserBank[] {
  return Object.values(list ?? {}).sort((a, b) => b.updateTime - a.updateTime || a.bankId - b.bankId);
}

export interface AccountInput {
  bankId: number;
  accountName: string;
  cardNum: string;
  /** add: addBankInfo (binding a bank already bound replaces it, §4); modify: modifyBankInfo. */
  mode: 'add' | 'modify';
}

export type BindResult = Pick<CallResponse<'addBankInfo'>, 'bank' | 'appUserBankList'>;

export async function saveAccount({ mode, ...body }: AccountInput): Promise<BindResult> {
  const { bank, appUserBankList } = await call(mode === 'add' ? 'addBankInfo' : 'modifyBankInfo', body);
  return { bank, appUserBankList };
}

/** addBankInfo / modifyBankInfo; the server's merged list replaces the one held (§4 merge rule). */
export function useSaveAccount() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: ({ appUserBankList }) => {
      remember(appUserBankList);
      client.setQueryData(paymentKeys.userBanks(playerId), (old: UserBanks | undefined) => (old ? { ...old, appUserBankList } : old));
    },
    // The withdraw page's account list and the deposit channels' §5 check read them too.
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all(playerId) }),
  });
}
