import { walletTabPath } from '../../wallet/index.ts';

/** The deposit page, started at `amount` (hundredths) and made for activity `actType` (a sign-in card, the fund: decision 075). */
export const activityDepositPath = (actType: number, amount: number): string => `${walletTabPath('deposit')}?actType=${actType}&amount=${amount}`;
