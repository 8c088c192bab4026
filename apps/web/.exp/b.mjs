import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
const dir = join(process.cwd(), '.exp');
const out = await build({ configFile: false, logLevel: 'silent', root: dir, build: { write: false, target: 'es2022', rollupOptions: { input: join(dir, process.argv[2] || 'main.js') } } });
const r = (Array.isArray(out) ? out : [out]).flatMap((x) => x.output).filter((c) => c.type === 'chunk');
for (const c of r) console.log(c.fileName, c.code.length, gzipSync(c.code, { level: 9 }).length);
