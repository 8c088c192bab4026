import { createHmac, randomBytes } from 'node:crypto';
import { HouseErrcode, PaymentErrcode, WalletErrcode } from '@casino/contract';
import { callApp, post } from '../../../bench/load/client.ts';
import type { Answer } from '../../../bench/load/client.ts';
import { signatureHeader } from '../src/modules/payments/providers/signature.ts';

/**
 * The players of the crash test (crash-servers.test.ts) and what each was answered. A player
 * does one operation at a time, each with its own ids: a provider's bet then its win or
 * rollback (signed, as the provider sends them), a house round, a deposit confirmed by the
 * payment provider's signed callback, a withdrawal. A call without an answer (the server was
 * killed, or is starting again) is sent again with the same ids to either server until one
 * answers; only then does the player go on. So every operation ends answered: applied or
 * refused, and the records say which.
 */

export const PROVIDER = { code: 'acme', secret: 'crash-test-provider-secret-0123', gameCode: 'jade-emperor', gameId: 301 } as const;
export const SANDBOX_SECRET = 'crash-test-sandbox-secret-0123';
export const WITHDRAW_AMOUNT = 100_00;
/** Gives up on one operation after this long without an answer: a hung test must fail, not wait. */
const ANSWER_DEADLINE_MS = 120_000;

export interface Seat {
  playerId: number;
  token: string;
  /** The provider's game session (launch URL token) and the house game session. */
  providerToken: string;
  houseSession: string;
  encryptedWalletPassword: string;
}

/** What one player was answered, by operation. */
export interface PlayerRecord {
  /** Coins the answered operations moved, in hundredths (sign-up credit and rewards not included). */
  net: number;
  gateway: { applied: Map<string, { kind: 'bet' | 'win' | 'rollback'; amount: number }>; refused: Set<string> };
  house: { applied: Map<string, { roundId: string; bet: number; payout: number }>; refused: Set<string> };
  deposits: { credited: Map<string, number>; refused: number };
  withdrawals: { held: Map<string, { orderId: string; amount: number }>; refused: Set<string> };
}

export interface Traffic {
  servers: readonly string[];
  /** Answers per server, to tell that the server about to be killed was serving. */
  answeredBy: number[];
  /** Calls sent again after no answer (or an answer meaning "try again"). */
  resent: number;
  /** Answers that were not among the expected ones, for the test to list. */
  unexpected: string[];
  /** Set when the test has failed: players stop resending. */
  abandoned: boolean;
}

type Verdict = 'answered' | 'again';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chance = (p: number) => Math.random() < p;
const amountBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** Sends until a server answers for good; the first try goes to a random server, then they alternate. */
async function untilAnswered(traffic: Traffic, label: string, send: (base: string) => Promise<Answer>, verdict: (a: Answer) => Verdict): Promise<Answer> {
  const deadline = Date.now() + ANSWER_DEADLINE_MS;
  let server = Math.floor(Math.random() * traffic.servers.length);
  for (;;) {
    const answer = await send(traffic.servers[server] as string);
    if (answer.status !== 0 && answer.status < 500 && verdict(answer) === 'answered') {
      traffic.answeredBy[server] = (traffic.answeredBy[server] ?? 0) + 1;
      return answer;
    }
    if (traffic.abandoned) throw new Error(`${label}: abandoned`);
    if (Date.now() > deadline) throw new Error(`${label}: no answer within ${ANSWER_DEADLINE_MS / 1000} s (last: ${answer.status} ${answer.failure ?? JSON.stringify(answer.body)})`);
    traffic.resent++;
    server = (server + 1) % traffic.servers.length;
    await sleep(100 + Math.random() * 200);
  }
}

const sign = (body: string) => createHmac('sha256', PROVIDER.secret).update(body).digest('hex');
const gatewayVerdict = (a: Answer): Verdict => (a.status === 200 && (a.body.status === 'OK' || a.body.status === 'ERROR') ? 'answered' : 'again');

export function newRecord(): PlayerRecord {
  return {
    net: 0,
    gateway: { applied: new Map(), refused: new Set() },
    house: { applied: new Map(), refused: new Set() },
    deposits: { credited: new Map(), refused: 0 },
    withdrawals: { held: new Map(), refused: new Set() },
  };
}

export function playerOperations(traffic: Traffic, seat: Seat, record: PlayerRecord) {
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}-${seat.playerId}-${++serial}-${randomBytes(3).toString('hex')}`;
  const unexpected = (label: string, a: Answer): void => {
    traffic.unexpected.push(`${label}: ${a.status} ${JSON.stringify(a.body)}`);
  };

  async function gateway(action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<Answer> {
    const raw = JSON.stringify(body);
    return untilAnswered(traffic, `${action} ${String(body.transactionId)}`,
      (base) => post(`${base}/provider/v1/${PROVIDER.code}/${action}`, raw, { headers: { 'x-signature': sign(raw) } }), gatewayVerdict);
  }

  /** A provider's round: a bet, then a win (0 for a loss) or, now and then, a rollback. */
  async function providerRound(): Promise<void> {
    const roundId = nextId('round');
    const common = { token: seat.providerToken, playerId: String(seat.playerId), gameCode: PROVIDER.gameCode, roundId };
    const stake = amountBetween(1_00, 10_00);
    const betId = `${roundId}-bet`;
    const bet = await gateway('bet', { ...common, transactionId: betId, amount: stake });
    if (bet.body.status !== 'OK') {
      record.gateway.refused.add(betId);
      if (bet.body.error !== 'INSUFFICIENT_FUNDS') unexpected('bet', bet);
      return;
    }
    record.gateway.applied.set(betId, { kind: 'bet', amount: stake });
    record.net -= stake;
    if (chance(0.2)) {
      const rollbackId = `${roundId}-rollback`;
      const rolledBack = await gateway('rollback', { ...common, transactionId: rollbackId, referenceTransactionId: betId });
      if (rolledBack.body.status !== 'OK') return unexpected('rollback', rolledBack);
      record.gateway.applied.set(rollbackId, { kind: 'rollback', amount: stake });
      record.net += stake;
      return;
    }
    const payout = [0, 0, Math.floor(stake / 2), stake * 2, stake * 3][Math.floor(Math.random() * 5)] as number;
    const winId = `${roundId}-win`;
    const won = await gateway('win', { ...common, transactionId: winId, betTransactionId: betId, amount: payout });
    if (won.body.status !== 'OK') return unexpected('win', won);
    record.gateway.applied.set(winId, { kind: 'win', amount: payout });
    record.net += payout;
  }

  /** A dice round of the house: retried with the same requestId while the first is in progress elsewhere. */
  async function houseRound(): Promise<void> {
    const requestId = nextId('house');
    const body = { session: seat.houseSession, requestId, bet: 1_00, choice: { kind: 'dice', target: 5000, direction: 'under' } };
    const answer = await untilAnswered(traffic, `housePlay ${requestId}`, (base) => callApp(base, 'housePlay', body),
      (a) => (a.body.errcode === HouseErrcode.RequestInProgress ? 'again' : 'answered'));
    if (answer.body.errcode === HouseErrcode.InsufficientBalance) {
      record.house.refused.add(requestId);
      return;
    }
    const round = answer.body.round as { roundId: string; bet: number; payout: number; status: string } | undefined;
    if (answer.body.errcode !== 0 || !round || round.status !== 'closed') return unexpected('housePlay', answer);
    record.house.applied.set(requestId, { roundId: round.roundId, bet: round.bet, payout: round.payout });
    record.net += round.payout - round.bet;
  }

  /** A deposit order (recharge3), paid: the provider's signed callback, repeated until it is taken. */
  async function deposit(): Promise<void> {
    const amount = amountBetween(100_00, 300_00);
    const order = await untilAnswered(traffic, 'recharge3',
      (base) => callApp(base, 'recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, { token: seat.token }), () => 'answered');
    if (order.body.errcode === PaymentErrcode.TooManyOpenOrders) {
      // Orders whose answer was lost in a crash stay open until they expire.
      record.deposits.refused++;
      return;
    }
    const orderId = order.body.orderId;
    const payUrl = order.body.payUrl;
    if (order.body.errcode !== 0 || typeof orderId !== 'string' || typeof payUrl !== 'string') return unexpected('recharge3', order);
    const event = JSON.stringify({
      id: `evt_${orderId}`, type: 'payment.paid', created: Math.floor(Date.now() / 1000),
      data: { reference: orderId, providerRef: payUrl.split('/').pop(), amount, currency: 'PHP', reason: '' },
    });
    const callback = await untilAnswered(traffic, `callback ${orderId}`, (base) => post(`${base}/payments/callback/sandbox`, event, {
      // Signed afresh at every attempt, as a provider does.
      headers: { 'x-sandbox-signature': signatureHeader(SANDBOX_SECRET, Math.floor(Date.now() / 1000), event) },
    }), (a) => (a.status === 200 ? 'answered' : 'again'));
    if (callback.body.outcome !== 'applied' && callback.body.outcome !== 'replayed') return unexpected('callback', callback);
    record.deposits.credited.set(orderId, amount);
    record.net += amount;
  }

  /** A withdrawal (exchange): held at once, approved automatically and paid out by the provider's callback later. */
  async function withdraw(): Promise<void> {
    const requestId = nextId('withdraw');
    const body = { amount: WITHDRAW_AMOUNT, bankId: 101, password: seat.encryptedWalletPassword, requestId };
    const answer = await untilAnswered(traffic, `exchange ${requestId}`, (base) => callApp(base, 'exchange', body, { token: seat.token }),
      (a) => (a.body.errcode === PaymentErrcode.RequestInProgress || a.body.errcode === WalletErrcode.RequestInProgress ? 'again' : 'answered'));
    const refusals: unknown[] = [PaymentErrcode.InsufficientBalance, PaymentErrcode.TurnoverOutstanding];
    if (refusals.includes(answer.body.errcode)) {
      record.withdrawals.refused.add(requestId);
      return;
    }
    const order = answer.body.order as { orderId: string; amount: number } | undefined;
    if (answer.body.errcode !== 0 || !order) return unexpected('exchange', answer);
    record.withdrawals.held.set(requestId, { orderId: order.orderId, amount: order.amount });
    record.net -= order.amount;
  }

  /** Reads the balance (the app's refreshData); nothing to record. */
  async function balance(): Promise<void> {
    await untilAnswered(traffic, 'refreshData', (base) => callApp(base, 'refreshData', {}, { token: seat.token }), () => 'answered');
  }

  /** One operation, drawn by weight: provider rounds and house rounds most, then deposits, withdrawals, balance reads. */
  return async function next(): Promise<void> {
    const draw = Math.random();
    if (draw < 0.4) return providerRound();
    if (draw < 0.75) return houseRound();
    if (draw < 0.87) return deposit();
    if (draw < 0.95) return withdraw();
    return balance();
  };
}
