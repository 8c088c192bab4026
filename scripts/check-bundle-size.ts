/**
 * Fails when the built player app's initial JavaScript (entry + modulepreloads, gzip -9) is over
 * its budget (apps/web/build/initial-javascript.ts, docs/decisions/073). Run after
 * `npm run build -w apps/web`; `npm test` runs it right after building the player app.
 *
 *   npx tsx scripts/check-bundle-size.ts [distDir]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInitialJavaScript } from '../apps/web/build/initial-javascript.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const distDir = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`bundle size: ${distDir}/index.html is missing: run \`npm run build -w apps/web\` first`);
  process.exit(1);
}
const verdict = checkInitialJavaScript(distDir);
if (verdict.ok) console.log(`bundle size: ${verdict.message}`);
else console.error(`bundle size: FAILED: ${verdict.message}`);
process.exit(verdict.ok ? 0 : 1);
