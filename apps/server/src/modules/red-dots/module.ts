import { calls } from '@casino/contract';
import type { RedDots } from '@casino/contract';
import { defineModule } from '../../platform/module.ts';
import type { RedDotPart, RedDotsFace } from './index.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    'red-dots': RedDotsFace;
  }
}

const NONE: RedDots = { hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false };

export const redDotsModule = defineModule({
  name: 'red-dots',
  needs: [],
  create(ctx): RedDotsFace {
    const parts: RedDotPart[] = [];
    return {
      addPart: (part) => void parts.push(part),
      async read(playerId) {
        const answers = await Promise.all(parts.map((part) => part(ctx.db, playerId)));
        const dots = { ...NONE };
        // A flag is set when any part sets it.
        for (const answer of answers) for (const [name, on] of Object.entries(answer) as [keyof RedDots, boolean][]) dots[name] ||= on;
        return dots;
      },
    };
  },
  routes(redDots, { router }) {
    router.player(calls.getRedDots, (_input, ctx) => redDots.read(ctx.session.playerId));
  },
});
