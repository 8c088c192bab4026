import type { Bank, BankKind } from '@casino/contract';
import { badInputRefusal } from '../../platform/refusal.ts';

/**
 * The banks and e-wallets a player can bind (docs/decisions/033). Fixed ids: deposit channels
 * (bankId) and bound accounts refer to them.
 */
export interface BankInfo {
  bankId: number;
  bankName: string;
  shortBankName: string;
  kind: BankKind;
}

export const BANKS: readonly BankInfo[] = [
  { bankId: 101, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet' },
  { bankId: 102, bankName: 'Maya', shortBankName: 'MAYA', kind: 'ewallet' },
  { bankId: 201, bankName: 'BDO Unibank', shortBankName: 'BDO', kind: 'bank' },
  { bankId: 202, bankName: 'Bank of the Philippine Islands', shortBankName: 'BPI', kind: 'bank' },
  { bankId: 203, bankName: 'Metrobank', shortBankName: 'MBTC', kind: 'bank' },
  { bankId: 204, bankName: 'Land Bank of the Philippines', shortBankName: 'LBP', kind: 'bank' },
  { bankId: 205, bankName: 'UnionBank of the Philippines', shortBankName: 'UBP', kind: 'bank' },
  { bankId: 206, bankName: 'Security Bank', shortBankName: 'SECB', kind: 'bank' },
];

const byId = new Map(BANKS.map((b) => [b.bankId, b]));
export const findBank = (bankId: number): BankInfo | undefined => byId.get(bankId);

export const ACCOUNT_RULES: Record<BankKind, string> = {
  ewallet: 'the 11-digit mobile number of the wallet, starting with 09',
  bank: 'the account number: 10 to 16 digits',
};

export const bankCatalogue = (): Bank[] => BANKS.map((b) => ({ ...b, accountRule: ACCOUNT_RULES[b.kind] }));

/**
 * The account number in its stored form, or a bad-input Refusal naming cardNum. Spaces and
 * dashes are ignored; an e-wallet number may also be written +639... or 639....
 */
export function normalizeAccountNumber(kind: BankKind, raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  if (kind === 'ewallet') {
    const local = compact.replace(/^\+?63(?=9\d{9}$)/, '0');
    if (!/^09\d{9}$/.test(local)) throw badInputRefusal('cardNum', `must be ${ACCOUNT_RULES.ewallet}`);
    return local;
  }
  if (!/^\d{10,16}$/.test(compact)) throw badInputRefusal('cardNum', `must be ${ACCOUNT_RULES.bank}`);
  return compact;
}

/** Names as entered, with runs of spaces folded (the contract already allows only letters, spaces, . ' and -). */
export const normalizeAccountName = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** Only the last 4 digits are ever shown. */
export const maskAccountNumber = (digits: string): string => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
