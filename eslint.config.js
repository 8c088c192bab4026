import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/boundaries.js';

const layer = (from, forbidden, message) => ({
  files: from,
  rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import direction (ARCHITECTURE.md): platform -> modules -> app.ts on the server,
  // shared -> features -> app in the web app.
  layer(['apps/server/src/platform/**'], ['**/modules/**', '**/app.ts'], 'platform must not depend on modules or the app'),
  layer(['apps/server/src/modules/**'], ['**/app.ts'], 'modules must not depend on the app'),
  layer(['apps/web/src/shared/**'], ['**/features/**', '**/app/**'], 'shared must not depend on features or the app shell'),
  layer(['apps/web/src/features/**'], ['**/app/**'], 'features must not depend on the app shell'),
  // Module and feature boundaries (scripts/lint/boundaries.js, docs/architecture.md): another
  // module or feature only through its face, and no import cycles.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    // Test-only exceptions: tests and their helpers may reach inside what they test.
    ignores: ['**/*.test.{ts,tsx}', '**/testing.ts', '**/testing/**', 'apps/web/src/test/**'],
    plugins: { boundaries },
    rules: { 'boundaries/face': 'error', 'boundaries/no-cycle': 'error' },
  },
);
