import { afterCommit } from '../../platform/after-commit.ts';
import type { Subscribe } from '../../platform/module.ts';
import type { Publisher } from './publisher.ts';

/**
 * What each event tells the player's app, sent once the event's transaction has committed (a
 * rolled-back change tells nothing). Balances are not here: the wallet tells of every transfer
 * (balance-moves.ts), bets and wins included. The publisher folds bursts per player.
 */
export function subscribeSignals(on: Subscribe, push: Publisher): void {
  on('depositCredited', async (tx, e) => afterCommit(tx, () => {
    push.toPlayer(e.playerId, { type: 'deposit', orderId: e.orderId, state: 'paid' });
    // A deposit may buy an activity's tier or end an offer (first charge, sign-up bonus).
    push.toPlayer(e.playerId, { type: 'activityIds' });
    push.toPlayer(e.playerId, { type: 'redDots' });
  }));
  on('withdrawalRequested', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'withdrawal', orderId: e.orderId, state: 'pending' })));
  on('withdrawalApproved', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'withdrawal', orderId: e.orderId, state: 'processing' })));
  on('withdrawalPaid', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'withdrawal', orderId: e.orderId, state: 'paid' })));
  on('withdrawalRefused', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'withdrawal', orderId: e.orderId, state: e.outcome })));
  on('mailSent', async (tx, e) => afterCommit(tx, () => {
    if (e.to === 'all') push.toEveryone({ type: 'mail' });
    else for (const playerId of e.to) push.toPlayer(playerId, { type: 'mail' });
  }));
  on('kycDecided', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'kyc' })));
  // Covers level-ups too: they happen in the batch that changes the experience.
  on('vipExperienceChanged', async (tx, e) => afterCommit(tx, () => {
    for (const playerId of e.playerIds) push.toPlayer(playerId, { type: 'vip' });
  }));
  on('tasksProgressed', async (tx, e) => afterCommit(tx, () => push.toPlayer(e.playerId, { type: 'tasks' })));
  on('playerSessionsEnded', async (tx, e) => afterCommit(tx, () => {
    push.endSessions(e.playerId, { sessionId: e.sessionId, exceptSessionId: e.exceptSessionId });
  }));
}
