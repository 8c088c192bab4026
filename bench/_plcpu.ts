import pg from 'pg';
import { readFileSync } from 'node:fs';
const sql = readFileSync('/tmp/plsql.sql', 'utf8').replace('\\timing on', '').replace("RAISE NOTICE 'bet % us, win % us'", "RAISE NOTICE 'wall bet % us, win % us'");
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55999/' + (process.argv[2] ?? 'plsql') });
await c.connect();
c.on('notice', (n) => console.log(n.message));
const { rows: [{ pid }] } = await c.query('select pg_backend_pid() as pid');
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) * 10; };
for (let i = 0; i < 3; i++) {
  const before = cpu();
  await c.query(process.argv[3] ? readFileSync(process.argv[3], 'utf8') : sql);
  console.log('backend CPU per call (bet+win)/2:', Math.round((cpu() - before) * 1000 / 4000), 'us');
}
await c.end();
