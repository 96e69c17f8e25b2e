// ESLint (flat config): typescript-eslint's recommended rules, React hooks rules, and import
// zones: the remotes never import each other, the shell imports no remote code, and every
// package reaches common code only through @bgmi/shared (DESIGN section 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * bulletproof-react's rule: a feature (`src/features/<name>/`) imports no other feature; what
 * two features share lives in the package's components/ or lib/, and pages compose features.
 * The import is resolved against the importing file, so `../../teams/api/x` from
 * features/friends/components/ is caught however deep the file sits.
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
    files: ['shared/src/**'],
    rules: zone(
      ['esports-remote', 'jantri-remote', 'shell', 'server'],
      'shared depends on no package of the product.',
    ),
  },
  {
    files: ['server/**'],
    rules: zone(
      ['esports-remote', 'jantri-remote', 'shell'],
      'The server shares only @bgmi/shared with the browser.',
    ),
  },
);
