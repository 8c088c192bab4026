import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import type { MailAttachment, MailSendSummary } from '@casino/contract/operator';
import { WELCOME_BET_RATE } from '../mail/index.ts';
import type { MailFace } from '../mail/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The console's mail composer over the mail module's operator send: the same send as
 * `npm run ops -- mail send`, with the signed-in operator as the sender (the mail module writes
 * the send, one mail per recipient and the 'mail.send' audit row in one transaction).
 */

export interface MailDeskDeps {
  mail: Pick<MailFace, 'sender'>;
}

export interface MailSendInput {
  to: number[] | 'all';
  title: string;
  body: string;
  attachments: MailAttachment[];
  expireDays?: number;
}

/** Coins without a multiplier turn over once, as the command line's --coin without --bet-rate. */
const rewardItemOf = (a: MailAttachment): RewardItem =>
  (a.id === ItemId.Coin ? { id: a.id, count: a.count, betRate: a.betRate ?? WELCOME_BET_RATE } : { id: a.id, count: a.count });

export type MailDesk = ReturnType<typeof createMailDesk>;

export function createMailDesk({ mail }: MailDeskDeps) {
  return {
    async send(actor: OperatorSession, input: MailSendInput) {
      return mail.sender.send({
        operator: actor.username, to: input.to, title: input.title, body: input.body,
        attachments: input.attachments.map(rewardItemOf), expireDays: input.expireDays ?? null,
      });
    },

    async recent(limit: number): Promise<{ list: MailSendSummary[]; activePlayers: number }> {
      const [rows, activePlayers] = await Promise.all([mail.sender.recentSends(limit), mail.sender.activePlayers()]);
      return {
        activePlayers,
        list: rows.map((s) => ({
          id: s.id, operator: s.operator, audience: s.audience, title: s.title, body: s.body, attachments: s.attachments,
          recipients: s.recipients, expiresAt: s.expiresAt === null ? null : s.expiresAt.getTime(), createdAt: s.createdAt.getTime(),
        })),
      };
    },
  };
}
