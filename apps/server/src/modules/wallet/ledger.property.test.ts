import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from './books.ts';
import { createLedger, LedgerRefusal, playerMain, playerSafebox, systemAccount } from './ledger.ts';
import type { AccountRef, Ledger, SystemAccount, TransferRequest, TransferResult } from './ledger.ts';
import { readPlayerBalances, readSystemBalance } from './ledger-store.ts';
import { createPlayer, onPostgres, openTestDb } from './testing.ts';
import type { TestDb } from './testing.ts';

/**
 * Random sequences of transfers, batches, replays and conflicting replays, run one after the
 * other (every outcome predicted by a model) and in concurrent waves (the end state must
 * equal the effect of exactly the transfers reported applied). The books stay clean.
 */

let db: TestDb;
let ledger: Ledger;
let run = 0;

beforeAll(async () => {
  db = await openTestDb(24);
  ledger = createLedger(db);
});
afterAll(async () => {
  await db.close();
});

const PLAYERS = 3;
const SYSTEMS: Record<'COIN' | 'POINTS', SystemAccount[]> = { COIN: ['house', 'bonus_expense'], POINTS: ['points_issuance', 'adjustments'] };
/** Account slots per asset: players' accounts first, then system accounts. */
const SLOTS = { COIN: PLAYERS * 2 + SYSTEMS.COIN.length, POINTS: PLAYERS + SYSTEMS.POINTS.length };

interface LegSpec { asset: 'COIN' | 'POINTS'; debit: number; credit: number; amount: number; keySlot: number; kind: 'bet' | 'win' | 'reward' }
type Step =
  | { type: 'transfer'; leg: LegSpec }
  | { type: 'batch'; legs: LegSpec[] }
  | { type: 'replay'; of: number }
  /** An earlier step's keys again with one thing changed: a conflicting replay. */
  | { type: 'tamper'; of: number; change: 'amount' | 'kind' | 'direction' };

const legArb: fc.Arbitrary<LegSpec> = fc.constantFrom<'COIN' | 'POINTS'>('COIN', 'POINTS').chain((asset) =>
  fc.record({
    asset: fc.constant(asset),
    debit: fc.nat(SLOTS[asset] - 1),
    credit: fc.nat(SLOTS[asset] - 1),
    amount: fc.integer({ min: 1, max: 400 }),
    keySlot: fc.nat(11),
    kind: fc.constantFrom<LegSpec['kind']>('bet', 'win', 'reward'),
  }).filter((leg) => leg.debit !== leg.credit));

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: legArb.map((leg) => ({ type: 'transfer' as const, leg })) },
  { weight: 2, arbitrary: fc.uniqueArray(legArb, { minLength: 1, maxLength: 3, selector: (l) => l.keySlot }).map((legs) => ({ type: 'batch' as const, legs })) },
  { weight: 2, arbitrary: fc.nat(40).map((of) => ({ type: 'replay' as const, of })) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('tamper' as const), of: fc.nat(40), change: fc.constantFrom('amount' as const, 'kind' as const, 'direction' as const) }) },
);

function tampered(request: TransferRequest, change: 'amount' | 'kind' | 'direction'): TransferRequest {
  if (change === 'amount') return { ...request, amount: request.amount + 1 };
  if (change === 'kind') return { ...request, kind: request.kind === 'bet' ? 'win' : 'bet' };
  return { ...request, debit: request.credit, credit: request.debit };
}

/** The accounts of one property run: fresh players so the model starts from zero. */
async function freshWorld() {
  run += 1;
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(db));
  const account = (asset: 'COIN' | 'POINTS', slot: number): AccountRef => {
    if (asset === 'COIN') {
      if (slot < PLAYERS * 2) return slot % 2 === 0 ? playerMain(players[slot >> 1] as number) : playerSafebox(players[slot >> 1] as number);
      return systemAccount(SYSTEMS.COIN[slot - PLAYERS * 2] as SystemAccount);
    }
    if (slot < PLAYERS) return playerMain(players[slot] as number);
    return systemAccount(SYSTEMS.POINTS[slot - PLAYERS] as SystemAccount);
  };
  const request = (leg: LegSpec): TransferRequest => ({
    key: `prop:${process.pid}:${run}:${leg.keySlot}`, kind: leg.kind, asset: leg.asset,
    debit: account(leg.asset, leg.debit), credit: account(leg.asset, leg.credit), amount: leg.amount,
  });
  const systemsBefore = await readSystems();
  return { players, request, systemsBefore };
}

const accountName = (r: AccountRef) => ('playerId' in r ? `p${r.playerId}:${r.purpose}` : `s:${r.system}`);
const contentOf = (r: TransferRequest) => JSON.stringify([r.kind, r.asset, accountName(r.debit), accountName(r.credit), r.amount]);

/** Balances the way the model names them: `${asset}/${account}`. */
class Model {
  balances = new Map<string, number>();
  keys = new Map<string, string>();
  get(asset: string, ref: AccountRef) { return this.balances.get(`${asset}/${accountName(ref)}`) ?? 0; }
  add(asset: string, ref: AccountRef, delta: number) { this.balances.set(`${asset}/${accountName(ref)}`, this.get(asset, ref) + delta); }
  move(r: TransferRequest) { this.add(r.asset, r.debit, -r.amount); this.add(r.asset, r.credit, r.amount); }
  clone() { const m = new Model(); m.balances = new Map(this.balances); m.keys = new Map(this.keys); return m; }

  /** The predicted outcome of one transfer, applying it when it moves money. */
  predict(r: TransferRequest): 'applied' | 'replayed' | LedgerRefusal['reason'] {
    const prior = this.keys.get(r.key);
    if (prior !== undefined) return prior === contentOf(r) ? 'replayed' : 'idempotency_conflict';
    if ('playerId' in r.debit && this.get(r.asset, r.debit) < r.amount) return 'insufficient_balance';
    this.move(r);
    this.keys.set(r.key, contentOf(r));
    return 'applied';
  }
}

type Outcome = { ok: TransferResult[] } | { refused: LedgerRefusal['reason'] };

async function attempt(promise: Promise<TransferResult | TransferResult[]>): Promise<Outcome> {
  try {
    const result = await promise;
    return { ok: Array.isArray(result) ? result : [result] };
  } catch (err) {
    if (err instanceof LedgerRefusal) return { refused: err.reason };
    throw err;
  }
}

async function readSystems(): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const asset of ['COIN', 'POINTS'] as const) {
    for (const name of SYSTEMS[asset]) out.set(`${asset}/s:${name}`, await readSystemBalance(db, name, asset));
  }
  return out;
}

async function expectDbMatches(model: Model, world: Awaited<ReturnType<typeof freshWorld>>): Promise<void> {
  for (const p of world.players) {
    const b = await readPlayerBalances(db, p);
    expect({ coin: b.coin, safebox: b.safebox, points: b.points }).toEqual({
      coin: model.get('COIN', playerMain(p)), safebox: model.get('COIN', playerSafebox(p)), points: model.get('POINTS', playerMain(p)),
    });
  }
  // System accounts are shared with other runs in this file, so compare what this run changed.
  for (const [name, after] of await readSystems()) {
    const [asset, account] = name.split('/') as [string, string];
    expect(after - (world.systemsBefore.get(name) ?? 0), name).toBe(model.balances.get(`${asset}/${account}`) ?? 0);
  }
  const books = await checkBooks(db);
  expect(books.breaches).toEqual([]);
}

/** Requests of a step (a replay repeats an earlier step's requests exactly). */
function requestsOf(steps: Step[], index: number, request: (leg: LegSpec) => TransferRequest): TransferRequest[] | null {
  const step = steps[index] as Step;
  if (step.type === 'transfer') return [request(step.leg)];
  if (step.type === 'batch') return step.legs.map(request);
  if (index === 0) return null;
  const earlier = requestsOf(steps, step.of % index, request);
  if (step.type === 'replay' || earlier === null) return earlier;
  // Change only the last leg, so a tampered batch mixes replays with one conflict.
  return earlier.map((r, i) => (i === earlier.length - 1 ? tampered(r, step.change) : r));
}

const runs = onPostgres() ? 40 : 25;

describe('ledger properties', () => {
  it('predicts every outcome of a random sequence and leaves the books clean', async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 30 }), async (steps) => {
      const world = await freshWorld();
      const model = new Model();
      // Fund the players first so that debits succeed often enough to be interesting.
      for (const p of world.players) {
        for (const leg of [
          { key: `seed:${run}:${p}:c`, asset: 'COIN' as const, debit: systemAccount('bonus_expense') },
          { key: `seed:${run}:${p}:p`, asset: 'POINTS' as const, debit: systemAccount('points_issuance') },
        ]) {
          const r: TransferRequest = { ...leg, kind: 'reward', credit: playerMain(p), amount: 500 };
          await ledger.transfer(r);
          model.predict(r);
        }
      }
      for (let i = 0; i < steps.length; i++) {
        const requests = requestsOf(steps, i, world.request);
        if (requests === null) continue;
        const trial = model.clone();
        const predicted = requests.map((r) => trial.predict(r));
        const refusal = predicted.find((p) => p !== 'applied' && p !== 'replayed');
        const outcome = await attempt(requests.length === 1 && steps[i]?.type !== 'batch'
          ? ledger.transfer(requests[0] as TransferRequest)
          : ledger.transferBatch(requests));
        if (refusal !== undefined) {
          expect(outcome).toEqual({ refused: refusal });
        } else {
          expect('ok' in outcome && outcome.ok.map((r) => r.replayed)).toEqual(predicted.map((p) => p === 'replayed'));
          model.balances = trial.balances;
          model.keys = trial.keys;
        }
      }
      await expectDbMatches(model, world);
    }), { numRuns: runs });
  });

  it('applies each key at most once when the same steps race each other', async () => {
    const waves = fc.array(fc.array(stepArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 });
    await fc.assert(fc.asyncProperty(waves, async (waveSteps) => {
      const world = await freshWorld();
      const model = new Model();
      for (const p of world.players) {
        await ledger.transfer({ key: `seed:${run}:${p}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(p), amount: 800 });
        model.add('COIN', systemAccount('bonus_expense'), -800);
        model.add('COIN', playerMain(p), 800);
      }
      const appliedContent = new Map<string, { content: string; transferId: number }>();
      const seen: { requests: TransferRequest[]; outcome: Outcome }[] = [];
      for (const steps of waveSteps) {
        const batches = steps.map((_, i) => requestsOf(steps, i, world.request)).filter((r): r is TransferRequest[] => r !== null);
        const outcomes = await Promise.all(batches.map((requests) =>
          attempt(requests.length === 1 ? ledger.transfer(requests[0] as TransferRequest) : ledger.transferBatch(requests))));
        batches.forEach((requests, i) => seen.push({ requests, outcome: outcomes[i] as Outcome }));
        for (const [i, outcome] of outcomes.entries()) {
          if (!('ok' in outcome)) continue;
          for (const [j, result] of outcome.ok.entries()) {
            const request = (batches[i] as TransferRequest[])[j] as TransferRequest;
            if (result.replayed) continue;
            // A key is applied once: a second "applied" for it would be money moved twice.
            expect(appliedContent.has(request.key), request.key).toBe(false);
            appliedContent.set(request.key, { content: contentOf(request), transferId: result.transferId });
            model.move(request);
          }
        }
      }
      // Every replay points at the applied transfer of its key and carries the same content;
      // every conflict had different content from it.
      for (const { requests, outcome } of seen) {
        if ('ok' in outcome) {
          outcome.ok.forEach((result, j) => {
            const applied = appliedContent.get((requests[j] as TransferRequest).key);
            expect(applied?.transferId).toBe(result.transferId);
            expect(applied?.content).toBe(contentOf(requests[j] as TransferRequest));
          });
        } else if (outcome.refused === 'idempotency_conflict') {
          expect(requests.some((r) => appliedContent.has(r.key) && appliedContent.get(r.key)?.content !== contentOf(r))).toBe(true);
        }
      }
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1', [`prop:${process.pid}:${run}:%`]);
      expect(rows[0]?.n).toBe(appliedContent.size);
      await expectDbMatches(model, world);
    }), { numRuns: runs });
  });
});
