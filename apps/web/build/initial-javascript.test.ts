import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInitialJavaScript, gzipBytes, initialJavaScript } from './initial-javascript.ts';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

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

  it('counts what a boot script starts after first paint (data-entry, data-preload) and the boot script itself', () => {
    const dir = fakeBuild(Buffer.from('export {};'.repeat(50)), randomBytes(2000));
    const plugin = startAfterFirstPaint();
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler('<!doctype html><html><head>'
      + '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n'
      + '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n'
      + '</head><body><div id="root"></div></body></html>');
    // Nothing fetches a script before the boot script runs; it names what it starts.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot = /<script defer src="\/(assets\/boot-[0-9a-f]{8}\.js)" data-entry="\/assets\/index-a1\.js" data-preload="\/assets\/react-b2\.js"><\/script>\s*<\/body>/.exec(html);
    expect(boot, html).not.toBeNull();
    writeFileSync(join(dir, boot![1]!), 'boot();');
    writeFileSync(join(dir, 'index.html'), html);
    expect(initialJavaScript(dir).files.map((file) => file.file)).toEqual([`/${boot![1]}`, '/assets/index-a1.js', '/assets/react-b2.js']);
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
