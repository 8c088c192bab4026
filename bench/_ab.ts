// Scratch A/B: alternating load slices between casino servers started with different env.
import { fileURLToPath } from 'node:url';
import { postmasterPid } from './support/cpu.ts';
import { figuresOf, runLoad } from './support/load.ts';
import { startCasino, BENCH_GAME_ID, BENCH_PROVIDER } from './games/casino.ts';
import type { Casino } from './games/casino.ts';
import { seatPlayers } from './games/gateway.ts';

const url = process.env.DATABASE_URL!;
const variants = JSON.parse(process.env.AB!) as Array<Record<string, string>>;
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const seconds = Number(process.env.AB_SECONDS ?? 4);
const pm = await postmasterPid(url);
const casinos: Array<{ casino: Casino; seats: unknown; gameCode: string }> = [];
for (const v of variants) {
  Object.assign(process.env, v);
  const casino = await startCasino(url, { pool: Number(v.POOL ?? 10), logLevel: v.LOG ?? 'info' });
  for (const k of Object.keys(v)) delete process.env[k];
  const seats = await seatPlayers(casino.db, 300);
  const { rows: [g] } = await casino.db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [BENCH_GAME_ID]);
  casinos.push({ casino, seats, gameCode: g!.code });
}
const results = variants.map(() => [] as Array<{ rate: number; server: number; pg: number; p50: number }>);
try {
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of casinos.entries()) {
      const m = await runLoad({ url: c.casino.url, scenario: fileURLToPath(new URL('./games/gateway-scenario.ts', import.meta.url)),
        params: { providerCode: BENCH_PROVIDER, secret: c.casino.providerSecret, gameCode: c.gameCode, seats: c.seats },
        connections: Number(process.env.AB_CONN ?? 64), seconds, warmUpSeconds: 1 }, { server: [c.casino.pid], pg: pm === null ? null : [pm] });
      const f = figuresOf(m);
      results[i]!.push({ rate: f.perSecond, server: f.cpuPerAnswer.server ?? 0, pg: f.cpuPerAnswer.pg ?? 0, p50: f.p50Ms });
      if (m.refused + m.failed) console.log('refused', m.refused, m.failed, m.firstRefusal);
    }
  }
} finally { for (const c of casinos) await c.casino.stop(); }
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [i, v] of variants.entries()) {
  const rs = results[i]!;
  console.log(JSON.stringify(v).padEnd(40), 'calls/s', rs.map((x) => Math.round(x.rate)).join(' '), '| med', Math.round(med(rs.map((x) => x.rate))),
    '| server µs', Math.round(med(rs.map((x) => x.server))), '| pg µs', Math.round(med(rs.map((x) => x.pg))), '| p50', med(rs.map((x) => x.p50)).toFixed(1));
}
