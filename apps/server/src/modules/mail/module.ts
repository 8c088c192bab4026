import { defineModule } from '../../platform/module.ts';
import type { MailFace } from './index.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    mail: MailFace;
  }
}

export const mailModule = defineModule({
  name: 'mail',
  needs: [],
  create: (): MailFace => ({}),
});
