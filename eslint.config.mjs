// ESLint (flat config): typescript-eslint's recommended rules, React hooks rules, and import
// zones: the remotes never import each other, the shell imports no remote code, and every
// package reaches common code only through @bgmi/shared (DESIGN section 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { homeRules } from './eslint-rules/index.mjs';
import { noHandBuiltFetch } from './eslint-rules/fake-network-with-msw.mjs';
import { readsTogetherOnly } from './eslint-rules/reads-together-only.mjs';
import { intlBuiltOnce } from './eslint-rules/intl-built-once.mjs';

/**
 * bulletproof-react's rule: a feature (`src/features/<name>/`) imports no other feature; what
 * two features share lives in the package's components/ or lib/, and pages compose features.
 * The import is resolved against the importing file, so `../../teams/api/x` from
 * features/friends-chat-friends/components/ is caught however deep the file sits.
 */
const noCrossFeature = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to components/ or lib/, or compose them in a page.',
    },
  },
  create(context) {
    const featureOf = (file) => /[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/**
 * Nothing of a remote is compiled into the shell (issue 21): no file of shell/ (its sources, its
 * webpack config, its build scripts) imports, requires or reads a file of esports-remote/ or
 * jantri-remote/. The shell learns a remote's routes and first paint from its deploy at run time.
 * Resolved against the importing file, so `../esports-remote/x` is caught however it is spelled;
 * a path built with path.join/resolve from a remote's folder name is caught too.
 */
const REMOTE_FOLDERS = ['esports-remote', 'jantri-remote'];
const repoRoot = path.dirname(new URL(import.meta.url).pathname);
const noRemoteCode = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      remote:
        'The shell may not use "{{spec}}": nothing of a remote is compiled into the shell (it reads the remote\'s deploy at run time).',
    },
  },
  create(context) {
    const inRemote = (spec) => {
      if (typeof spec !== 'string') return false;
      if (
        REMOTE_FOLDERS.some((name) => spec === `@bgmi/${name}` || spec.startsWith(`@bgmi/${name}/`))
      )
        return true;
      if (!spec.startsWith('.') && !path.isAbsolute(spec)) return false;
      const target = path.resolve(path.dirname(context.filename), spec);
      return REMOTE_FOLDERS.some((name) => {
        const folder = path.join(repoRoot, name);
        return target === folder || target.startsWith(folder + path.sep);
      });
    };
    const report = (node, spec) => context.report({ node, messageId: 'remote', data: { spec } });
    const checkSource = (node) => {
      if (inRemote(node.source?.value)) report(node, node.source.value);
    };
    return {
      ImportDeclaration: checkSource,
      ImportExpression: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? `${callee.object.type === 'Identifier' ? callee.object.name : ''}.${callee.property.name}`
              : '';
        const literal = (arg) => (arg?.type === 'Literal' ? arg.value : undefined);
        if (name === 'require' || name === 'require.resolve') {
          const spec = literal(node.arguments[0]);
          if (inRemote(spec)) report(node, spec);
          return;
        }
        // path.join(__dirname, '..', 'esports-remote', ...) and the like.
        if (/\.(join|resolve)$/.test(name)) {
          const hit = node.arguments
            .map(literal)
            .find((arg) => typeof arg === 'string' && REMOTE_FOLDERS.some((f) => arg.includes(f)));
          if (hit) report(node, hit);
        }
      },
    };
  },
};

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
