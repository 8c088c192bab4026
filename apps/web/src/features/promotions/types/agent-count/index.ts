import { ActivityType } from '@casino/contract';

/**
 * AgentCount (type 31): scratch cards, a lottery and invite awards by qualified invitees, on its
 * screen (§2 /activity/agentCount; the featured agent entry leads here unless Agent5 runs). Calls in ./api.ts.
 */
export const agentCountType = {
  type: ActivityType.AgentCount,
  screen: 'agentCount',
  path: '/activity/agentCount',
  page: () => import('./AgentCountPage.tsx'),
  icon: { from: '#f7971e', to: '#ffd200', glyph: '★' },
};
