import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInitialJavaScript, gzipBytes, initialJavaScript } from './initial-javascript.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built app's shape: index.html naming an entry and one modulepreload, both under /assets. */
function fakeBuild(entry: Buffer, preload: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'casino-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-a1.js'), entry);
  writeFileSync(join(dir, 'assets/react-b2.js'), preload);
  writeFileSync(join(dir, 'assets/lazy-c3.js'), randomBytes(50_000));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head>'
    + '<script type="module" crossorigin src="/assets/index-a1.js"></script>'
    + '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">'
    + '</head><body></body></html>');
  return dir;
}

describe('initial JavaScript budget', () => {
  it('counts the entry and its modulepreloads, gzipped, and not the lazy chunks', () => {
    const entry = Buffer.from('console.log("entry");'.repeat(100));
    const preload = randomBytes(3000);
    const measured = initialJavaScript(fakeBuild(entry, preload));
    expect(measured.files.map((file) => file.file)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js']);
    expect(measured.total).toBe(gzipBytes(entry) + gzipBytes(preload));
  });

  it('passes a build within the budget', () => {
    const verdict = checkInitialJavaScript(fakeBuild(Buffer.from('export {};'), Buffer.from('export {};')), 10_000);
    expect(verdict.ok).toBe(true);
    expect(verdict.message).toContain('within the budget');
  });

  it('fails a build over the budget, saying by how much and which files are largest', () => {
    // Random bytes do not compress: about 20 KB gzip against a 10 KB budget.
    const verdict = checkInitialJavaScript(fakeBuild(randomBytes(20_000), Buffer.from('export {};')), 10_000);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/over by \d+ bytes/);
    expect(verdict.message).toContain('/assets/index-a1.js');
  });
});
