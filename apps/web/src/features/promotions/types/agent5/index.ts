import { ActivityType } from '@casino/contract';

/**
 * Agent5 (type 41): the agent programme's screen (§2 /activity/agent5, where the featured agent
 * entry leads first) and its floating icon. Calls in ./api.ts.
 */
export const agent5Type = {
  type: ActivityType.Agent5,
  screen: 'agent5',
  path: '/activity/agent5',
  page: () => import('./Agent5Page.tsx'),
  icon: { from: '#f7971e', to: '#c0392b', glyph: '%' },
};
