import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC } from '../src/platform/config.ts';

describe('README configuration table', () => {
  it('documents every configuration variable with its default', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const { name, default: value } of CONFIG_DOC) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(value === '' ? '(empty)' : `\`${value}\``);
    }
  });
});
