// Scratch: before/after servers in alternating slices on one cluster; medians of many rounds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '@casino/server/src/platform/db.ts';
import { postmasterPid } from './support/cpu.ts';
import { figuresOf, runLoad } from './support/load.ts';
import { admin, databaseUrl, pgbenchInit, pgbenchRun, postgresBinDir, startCluster } from './support/postgres.ts';
import { startServerProcess } from './support/server-process.ts';
import { seatPlayers } from './games/gateway.ts';

const cluster = await startCluster(postgresBinDir()!);
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const seconds = Number(process.env.AB_SECONDS ?? 4);
try {
  const pm = await postmasterPid(cluster.url);
  await admin(cluster.url, (c) => c.query('CREATE DATABASE anchor'));
  await pgbenchInit(cluster.bin, databaseUrl(cluster.url, 'anchor'));
  const variants = [{ name: 'before', main: '/tmp/gw079-before/apps/server/src/main.ts' }, { name: 'after', main: fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)) }];
  const servers = [];
  for (const v of variants) {
    const db = `c_${v.name}`;
    await admin(cluster.url, (c) => c.query(`CREATE DATABASE ${db}`));
    const secret = randomBytes(24).toString('hex');
    const dataDir = mkdtempSync(join(tmpdir(), 'abba-'));
    const server = await startServerProcess(v.main, {
      DATABASE_URL: databaseUrl(cluster.url, db), DATABASE_POOL_MAX: '10', DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST_DIR: join(dataDir, 'x'), ADMIN_DIST_DIR: join(dataDir, 'y'),
      RATE_LIMIT_SCALE: '0', GAME_SANDBOX: 'false', GAME_PROVIDERS: JSON.stringify([{ code: 'bench', secret, launchUrl: 'https://b.example/?t={token}', platforms: ['nova'] }]),
    });
    const pool = openPostgres(databaseUrl(cluster.url, db), 4);
    const seats = await seatPlayers(pool, 300);
    const { rows: [g] } = await pool.query<{ code: string }>('SELECT code FROM games WHERE id = 201');
    await pool.close();
    servers.push({ ...v, server, params: { providerCode: 'bench', secret, gameCode: g!.code, seats } });
  }
  const res: Record<string, Array<{ ratio: number; rate: number; server: number; pg: number; p50: number }>> = { before: [], after: [] };
  const tpsAll: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const a = await pgbenchRun(cluster.bin, databaseUrl(cluster.url, 'anchor'), seconds / 2, pm);
      const m = await runLoad({ url: s.server.url, scenario: fileURLToPath(new URL('./games/gateway-scenario.ts', import.meta.url)), params: s.params, connections: 64, seconds, warmUpSeconds: 1 }, { server: [s.server.pid], pg: [pm!] });
      const b = await pgbenchRun(cluster.bin, databaseUrl(cluster.url, 'anchor'), seconds / 2, pm);
      const tps = (a.transactions + b.transactions) / seconds;
      tpsAll.push(tps);
      const f = figuresOf(m);
      res[s.name]!.push({ ratio: f.perSecond / tps, rate: f.perSecond, server: f.cpuPerAnswer.server!, pg: f.cpuPerAnswer.pg!, p50: f.p50Ms });
      if (m.refused + m.failed) console.log(s.name, 'refused', m.refused, m.failed, m.firstRefusal);
      console.log(s.name, Math.round(f.perSecond), 'calls/s', Math.round(tps), 'tps', (f.perSecond / tps).toFixed(2));
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  for (const [name, rs] of Object.entries(res)) {
    console.log(name.padEnd(7), 'ratio med', med(rs.map((x) => x.ratio)).toFixed(2), 'all', rs.map((x) => x.ratio.toFixed(2)).join(' '), '| calls/s med', Math.round(med(rs.map((x) => x.rate))),
      '| server µs', Math.round(med(rs.map((x) => x.server))), '| pg µs', Math.round(med(rs.map((x) => x.pg))), '| p50', med(rs.map((x) => x.p50)).toFixed(1));
  }
  console.log('pgbench tps med', Math.round(med(tpsAll)));
  for (const s of servers) await s.server.stop();
} finally {
  await cluster.stop();
}
