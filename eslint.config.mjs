// ESLint (flat config): typescript-eslint's recommended rules, React hooks rules, and import
// zones: the remotes never import each other, the shell imports no remote code, and every
// package reaches common code only through @bgmi/shared (DESIGN section 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

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
  // Jantri features do not import each other (bulletproof-react): what two features share lives
  // in the remote's components/ or lib/, and the app (src/app, pages.tsx) composes features.
  // typescript-eslint's copy of the rule, so the package zone above still applies to these files.
  ...readdirSync(new URL('./jantri-remote/src/features', import.meta.url)).map((feature) => ({
    files: [`jantri-remote/src/features/${feature}/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(?!${feature}/|components/|lib/|testing/|api/)[a-z-]+/`,
              message:
                'A jantri feature imports no other feature: share through components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
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
