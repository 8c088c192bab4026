import type { Subscribe } from '../../platform/module.ts';
import type { MailSender } from './sender.ts';

/**
 * The events that send a system mail, each in the event's own transaction. The module subscribes
 * them on the server's events, and the operator command line on its own (a KYC decision or a
 * rejected withdrawal made there sends its mail too).
 */
export function subscribeSystemMail(on: Subscribe, sender: MailSender): void {
  const mail = sender.onEvent;
  on('playerRegistered', async (tx, e) => void (await mail.playerRegistered(tx, e)));
  on('depositCredited', async (tx, e) => void (await mail.depositCredited(tx, e)));
  on('withdrawalPaid', async (tx, e) => void (await mail.withdrawalPaid(tx, e)));
  on('withdrawalRefused', async (tx, e) => void (await mail.withdrawalRefused(tx, e)));
  on('kycDecided', async (tx, e) => void (await mail.kycDecided(tx, e)));
  on('vipLevelUp', async (tx, e) => void (await mail.vipLevelUp(tx, e)));
}
