import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { inOwnTask } from '../lib/own-task.ts';

/**
 * React's `lazy`, whose code is asked for in a task of its own (decisions 103 and 104). React
 * asks for a lazy component's code in the render that first shows it, and the build's import puts
 * a link in the page for each file the component needs, 0.5-1 ms each: in that render's task,
 * they made it long enough to delay a tap on a mid-range phone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's lazy takes the same bound
export function lazyInOwnTask<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => inOwnTask().then(load));
}
