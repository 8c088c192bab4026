/**
 * Recharge sign-in cards (§9 6004-6007): the paid cards of the login-pay activity (15). They have
 * no activity id of their own, so no registry line: the login-pay page (../sign-up-bonus,
 * /activity/signPay) draws them, and its floating icon leads there (decision 075).
 */
export { SignInCards } from './SignInCards.tsx';
