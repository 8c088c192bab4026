import type { UserBank } from '@casino/contract';

/**
 * /withdrawal/{name} (§2): which bound account the name picks. The name is a bank's short name
 * ("gcash", "bdo") or a kind ("ewallet", "bank"); anything else picks none and the player chooses.
 */
export function accountForName(accounts: readonly UserBank[], name: string | undefined): UserBank | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  return accounts.find((a) => a.shortBankName.toLowerCase() === key)
    ?? accounts.find((a) => a.kind === key)
    ?? null;
}

/** The name /withdrawal/{name} uses for an account. */
export function withdrawalName(account: Pick<UserBank, 'shortBankName'>): string {
  return account.shortBankName.toLowerCase();
}
