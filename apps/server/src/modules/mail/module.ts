import { defineModule } from '../../platform/module.ts';
import type { MailFace } from './index.ts';
import { createMailbox } from './mailbox.ts';
import { mailExportPart } from './player-data.ts';
import { registerMailCalls } from './routes.ts';
import { createMailSender } from './sender.ts';
import { subscribeSystemMail } from './system-mail.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    mail: MailFace;
  }
}

/** Mail: the inbox and its calls, system mail from events, operators' sends; adds hasMail to the red dots. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['audit', 'wallet', 'rewards', 'red-dots', 'accounts'],
  create(ctx, needs): MailFace {
    const { db, clock, config } = ctx;
    const sender = createMailSender({ db, clock, appName: config.site.appName, welcomeCoin: config.mailWelcomeCoin, events: ctx.events });
    const mailbox = createMailbox({ db, clock, rewards: needs.rewards, wallet: needs.wallet });
    needs['red-dots'].addPart(async (q, playerId) => ({ hasMail: await mailbox.hasMail(q, playerId) }));
    needs.accounts.addExportPart('mail', mailExportPart);
    return { mailbox, sender };
  },
  routes(mail, { router }) {
    registerMailCalls(router, mail.mailbox);
  },
  subscribe(mail, on) {
    subscribeSystemMail(on, mail.sender);
  },
});
