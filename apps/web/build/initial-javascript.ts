/**
 * The player app's initial JavaScript: the gzip bytes of the entry script and its modulepreloads
 * in a built index.html, what every visit downloads before the first screen can render. One
 * definition for the size budget that `npm test` enforces (scripts/check-bundle-size.ts) and
 * for the figures bench/web prints (docs/decisions/073).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget for /lobby/home's initial JavaScript, gzip -9 bytes: the target itself, 100 KB
 * (decision 073), met since decision 090 (101,633 bytes: the app's own query cache, the first
 * screen's modules in one chunk). A bare React app is 65.7 KB of it. Lower the budget, never
 * raise it, as the entry shrinks.
 */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

export interface InitialJavaScript {
  files: Array<{ file: string; gzip: number }>;
  /** Sum of the files' gzip bytes. */
  total: number;
}

export const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts and modulepreloads of a built app's index.html (paths are site-absolute, under `base`). */
export function initialJavaScript(distDir: string, base = '/'): InitialJavaScript {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  // Every script the page names, the entry and preloads its boot script starts (data-entry,
  // data-preload: build/start-after-first-paint.ts), and any modulepreload link.
  const entries = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const started = [...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ').filter(Boolean));
  const preloads = [...started, ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!)];
  const inDist = (path: string) => join(distDir, path.startsWith(base) ? path.slice(base.length) : path);
  const files = [...new Set([...entries, ...preloads])].map((file) => ({ file, gzip: gzipBytes(readFileSync(inDist(file))) }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

export interface BudgetVerdict {
  ok: boolean;
  measured: InitialJavaScript;
  /** One line for the log: the total beside the budget, and on failure what to do. */
  message: string;
}

/** Measures a build against a budget in gzip bytes. */
export function checkInitialJavaScript(distDir: string, budgetBytes: number = INITIAL_JS_BUDGET_BYTES): BudgetVerdict {
  const measured = initialJavaScript(distDir);
  const ok = measured.total <= budgetBytes;
  const figures = `initial JavaScript of the player app is ${kilobytes(measured.total)} gzip (${measured.total} bytes) in ${measured.files.length} files; the budget is ${kilobytes(budgetBytes)} (${budgetBytes} bytes)`;
  const message = ok
    ? `${figures}: within the budget`
    : `${figures}: over by ${measured.total - budgetBytes} bytes. Load what the first screen does not need after first paint `
      + '(React.lazy, import()), see docs/decisions/073-first-paint-and-bundle-budget.md; the largest files:\n'
      + [...measured.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((file) => `  ${file.file} ${kilobytes(file.gzip)}`).join('\n');
  return { ok, measured, message };
}
