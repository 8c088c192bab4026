import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that hold the module boundaries (scripts/lint/boundaries.js) fail on a new
 * violation: code reaching inside another module or feature, or modules importing each other.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('module boundaries', () => {
  it('a server module may not reach inside another', async () => {
    const problems = await problemsOf('apps/server/src/modules/play/new-file.ts', "import { createLedger } from '../wallet/ledger.ts';\nexport const x = createLedger;\n");
    expect(problems).toEqual([expect.stringMatching(/reaches inside module wallet: import it from modules\/wallet\/index\.ts/)]);
  }, 60_000);

  it('a web feature may not reach inside another', async () => {
    const problems = await problemsOf('apps/web/src/features/wallet/new-file.ts', "import { x } from '../payments/paths.ts';\nexport const y = x;\n");
    expect(problems).toContainEqual(expect.stringMatching(/reaches inside feature payments: import it from features\/payments\/index\.ts/));
  }, 60_000);

  it('two modules may not import each other, even through their faces', async () => {
    const problems = await problemsOf('apps/server/src/modules/wallet/new-file.ts', "import { x } from '../play/index.ts';\nexport const y = x;\n");
    expect(problems).toContainEqual(expect.stringMatching(/modules wallet and play import each other/));
  }, 60_000);

  it('tests may reach inside what they test', async () => {
    expect(await problemsOf('apps/server/src/modules/play/new-file.test.ts', "import { createLedger } from '../wallet/ledger.ts';\nexport const x = createLedger;\n")).toEqual([]);
  }, 60_000);
});
