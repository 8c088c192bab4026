import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
const dir = join(process.cwd(), '.exp');
for (const minify of ['oxc', 'esbuild', 'terser']) {
  const out = await build({ configFile: false, logLevel: 'silent', root: dir, build: { write: false, minify, terserOptions: { compress: { passes: 2 } }, target: 'es2022', rollupOptions: { input: join(dir, 'main.js') } } });
  const r = (Array.isArray(out) ? out : [out]).flatMap((x) => x.output).filter((c) => c.type === 'chunk');
  console.log(minify, r.reduce((s, c) => s + gzipSync(c.code, { level: 9 }).length, 0));
}
