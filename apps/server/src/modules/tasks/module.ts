import { defineModule } from '../../platform/module.ts';
import type { TasksFace } from './index.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    tasks: TasksFace;
  }
}

export const tasksModule = defineModule({
  name: 'tasks',
  needs: [],
  create: (): TasksFace => ({}),
});
