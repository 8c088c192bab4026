import { defineModule } from '../../platform/module.ts';
import type { VipFace } from './index.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    vip: VipFace;
  }
}

export const vipModule = defineModule({
  name: 'vip',
  needs: [],
  create: (): VipFace => ({}),
});
