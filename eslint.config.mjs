// ESLint (flat config): typescript-eslint's recommended rules, React hooks rules, and import
// zones: the remotes never import each other, the shell imports no remote code, and every
// package reaches common code only through @bgmi/shared (DESIGN section 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { homeRules } from './eslint-rules/index.mjs';
import { noHandBuiltFetch } from './eslint-rules/fake-network-with-msw.mjs';
import { readsTogetherOnly } from './eslint-rules/reads-together-only.mjs';
import { intlBuiltOnce } from './eslint-rules/intl-built-once.mjs';
import { noCrossFeature } from './eslint-rules/no-cross-feature.mjs';
import { noRemoteCode } from './eslint-rules/no-remote-code.mjs';

const zone = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((group) => ({
        group: [group, `**/${group}/**`, `@bgmi/${group}`, `@bgmi/${group}/*`],
        message,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      'e2e/.artifacts/**',
      'e2e/playwright-report/**',
      'server/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      // Small files (docs/ARCHITECTURE.md, Style: about 200 lines): past 220 lines of code a file
      // holds more than one concern; blank lines and comments are not counted.
      'max-lines': ['error', { max: 220, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'esports-remote/src/**/*.{ts,tsx}',
      'jantri-remote/src/**/*.{ts,tsx}',
      'shared/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Browser-side tests fake the network with MSW only (eslint-rules/fake-network-with-msw.mjs).
    files: [
      '{shell,esports-remote,jantri-remote,shared}/src/**/{__tests__,testing}/**/*.{ts,tsx}',
      'scripts/jest/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noHandBuiltFetch] },
  },
  {
    // Intl formatters are built once (eslint-rules/intl-built-once.mjs).
    files: ['{shell,esports-remote,jantri-remote,shared}/src/**/*.{ts,tsx}'],
    ignores: [
      '**/__tests__/**',
      '**/testing/**',
      'shared/src/i18n/intl-formatters.ts',
      // Error messages of a refused paste, shown once (no list of them).
      'shared/src/jantri/paste-limits.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...intlBuiltOnce] },
  },
  {
    // Feature zones: no feature imports another, in the shell and in both remotes.
    files: [
      'shell/src/features/**',
      'esports-remote/src/features/**',
      'jantri-remote/src/features/**',
    ],
    plugins: { local: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: { 'local/no-cross-feature': 'error' },
  },
  {
    files: ['esports-remote/src/**'],
    rules: zone(
      ['jantri-remote', 'shell', 'server'],
      'The esports remote may import only @bgmi/shared.',
    ),
  },
  {
    files: ['jantri-remote/src/**'],
    rules: zone(
      ['esports-remote', 'shell', 'server'],
      'The jantri remote may import only @bgmi/shared.',
    ),
  },
  {
    files: ['shell/src/**'],
    rules: zone(
      ['esports-remote', 'jantri-remote', 'server'],
      'The shell loads remotes at run time only.',
    ),
  },
  {
    // Every file of shell/, its build scripts included (issue 21).
    files: ['shell/**/*.{js,cjs,mjs,ts,tsx}'],
    plugins: { shell: { rules: { 'no-remote-code': noRemoteCode } } },
    rules: { 'shell/no-remote-code': 'error' },
  },
  {
    files: ['shared/src/**'],
    rules: zone(
      ['esports-remote', 'jantri-remote', 'shell', 'server'],
      'shared depends on no package of the product.',
    ),
  },
  {
    // The server, its CLI, tests and benches share only @bgmi/shared's server entry with the
    // browser: no React, no react-router in the API process (server/test/shared-entry).
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bgmi/shared',
              message: 'The server imports @bgmi/shared/server (no React in the API process).',
            },
          ],
          patterns: [
            ...zone(
              ['esports-remote', 'jantri-remote', 'shell'],
              'The server shares only @bgmi/shared/server with the browser.',
            )['no-restricted-imports'][1].patterns,
            {
              // The API's words and the formatter are React-free (DESIGN section 9).
              group: [
                '@bgmi/shared/*',
                '!@bgmi/shared/server',
                '!@bgmi/shared/message-format',
                '!@bgmi/shared/api-messages',
                '!@bgmi/shared/api-messages/**',
              ],
              message: 'The server imports @bgmi/shared/server (no React in the API process).',
            },
          ],
        },
      ],
    },
  },
  {
    // wire/ is the one home of row-to-answer mapping (eslint-rules/wire-mapping-home.mjs).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/wire/**'],
    plugins: { home: homeRules },
    rules: { 'home/wire-mapping-home': 'error' },
  },
  {
    // Reads together go through db/reads-together.ts (eslint-rules/reads-together-only.mjs).
    files: ['server/src/services/**/*.ts', 'server/src/repositories/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...readsTogetherOnly] },
  },
  {
    // Wallet money moves only through applyWalletChange or the bet's SQL function.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/services/wallet-ledger.ts',
      'server/src/repositories/wallet/wallet-repository.ts',
      'server/src/repositories/platform-game/platform-game-repository.ts',
      'server/src/repositories/platform-game/bet-batch.ts',
    ],
    plugins: { home: homeRules },
    rules: { 'home/wallet-write-home': 'error' },
  },
  {
    // Fields and tables come from the UI kit (eslint-rules/ui-kit-serves.mjs).
    files: ['shell/src/**/*.tsx', 'esports-remote/src/**/*.tsx', 'jantri-remote/src/**/*.tsx'],
    ignores: [
      '**/__tests__/**',
      '**/testing/**',
      // No page is exempt: a field or table the kit cannot draw means extending the kit.
    ],
    plugins: { home: homeRules },
    rules: { 'home/ui-kit-serves': 'error' },
  },
);
