// One type-aware ESLint set-up for every package (`npm run lint` runs each package's lint).
// Every config object's basePath is the workspace root, so `files` patterns and the
// boundaries rules mean the same whichever folder ESLint runs from (each package runs it
// from its own; .config/lint-selftest/ proves it from both).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { depConstraints } from './lint-rules/dep-constraints.mjs';
import boundaries from './lint-rules/index.mjs';
import { workspaceRoot } from './lint-rules/workspace.mjs';

/** The shell and the remotes: each src/ has the app level, features/ and shared/. */
const APPS = ['shell', 'mfe-auth', 'mfe-tasks', 'mfe-marketplace', 'mfe-journal'];

/** Only what .config/rspack/shared/react-i18next.ts provides exists at run time. */
const SHARED_I18N = {
  name: 'react-i18next',
  allowImportNames: ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  message: 'The platform shares only I18nextProvider, initReactI18next and useTranslation.',
};

const REACT_LAZY = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Use retryingLazy from @tutor/ui: React.lazy keeps a failed load for good.',
};

const configs = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.config/lint-selftest/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/rspack.config.ts',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: [SHARED_I18N, REACT_LAZY] }],
    },
  },
  {
    files: ['libs/ui/src/pages/retrying-lazy.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [SHARED_I18N] }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The HTTP fake is test-only: app code (and so a bundle) never imports it.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@tutor/api-client/testing']",
          message: '@tutor/api-client/testing is for *.spec files and src/**/testing/ only.',
        },
        {
          // zustand compares a selector's answers by identity: a fresh [] or {} on every
          // call re-renders for ever (React #185)
          selector:
            'CallExpression[callee.name=/^use[A-Z]/] > ArrowFunctionExpression > LogicalExpression > :matches(ArrayExpression, ObjectExpression).right',
          message:
            'A store selector must not answer a new array or object: fall back to a module constant.',
        },
      ],
    },
  },
  {
    // Projects meet only as their Nx tags allow (.config/lint-rules/dep-constraints.mjs),
    // never by a relative path into another project; names are kebab-case, tests *.spec.
    plugins: { boundaries },
    rules: {
      'boundaries/enforce-module-boundaries': ['error', { depConstraints }],
      'boundaries/file-naming': 'error',
    },
  },
  {
    // Inside every app: app level → features → shared (shared/, config/, i18n/), one way.
    // The shell's federation/ (registry, runtime plugins) is shared code of the shell.
    files: APPS.map((app) => `${app}/src/**`),
    plugins: { boundaries },
    rules: {
      'boundaries/feature-zones': ['error', { apps: APPS, sharedOf: { shell: ['federation'] } }],
    },
  },
);

export default configs.map((config) => ({ ...config, basePath: workspaceRoot }));
