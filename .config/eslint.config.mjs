// One type-aware ESLint set-up for every package (`npm run lint` runs each package's lint).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-tasks', 'mfe-marketplace', 'mfe-journal'];

/** Module boundaries: remotes and libs never reach into an app; apps meet only in libs/. */
function forbid(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.cjs', '**/*.mjs', '**/rspack.config.ts'] },
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
    },
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
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: forbid(
      ['**/shell/**', ...REMOTES.map((r) => `**/${r}/**`)],
      'A remote imports only from libs/.',
    ),
  },
  {
    files: ['libs/**'],
    rules: forbid(
      ['**/shell/**', '**/mfe-*/**', '**/services/**'],
      'libs/ never depend on an app.',
    ),
  },
  {
    files: ['shell/src/**'],
    rules: forbid(
      ['**/mfe-*/**'],
      'The shell reaches remotes only through the federation runtime.',
    ),
  },
);
