import { ActivityType } from '@casino/contract';

/**
 * Agent (type 26): the commission on the invitees' bets, on its screen (§2 /activity/agent, where
 * the featured agent entry leads when neither Agent5 nor AgentCount runs). Calls in ./api.ts.
 */
export const agentType = {
  type: ActivityType.Agent,
  screen: 'agent',
  path: '/activity/agent',
  page: () => import('./AgentPage.tsx'),
  icon: { from: '#1d976c', to: '#93f9b9', glyph: '%' },
};
