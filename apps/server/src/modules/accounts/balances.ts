/** A player's balances and levels, from the wallet's ledger. */
export { readBalances } from '../wallet/balances.ts';
