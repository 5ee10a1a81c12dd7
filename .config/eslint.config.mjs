// One type-aware ESLint set-up for every package (`npm run lint` runs each package's lint).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-tasks', 'mfe-marketplace', 'mfe-journal'];

/** Only what .config/rspack/shared/react-i18next.ts provides exists at run time. */
const SHARED_I18N = {
  name: 'react-i18next',
  allowImportNames: ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  message: 'The platform shares only I18nextProvider, initReactI18next and useTranslation.',
};

/** Module boundaries: remotes and libs never reach into an app; apps meet only in libs/. */
function restrictImports(patterns = [], message = '') {
  const options = { paths: [SHARED_I18N] };
  if (patterns.length) options.patterns = [{ group: patterns, message }];
  return { 'no-restricted-imports': ['error', options] };
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
  { rules: restrictImports() },
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
      ],
    },
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: restrictImports(
      ['**/shell/**', ...REMOTES.map((r) => `**/${r}/**`)],
      'A remote imports only from libs/.',
    ),
  },
  {
    files: ['libs/**'],
    rules: restrictImports(
      ['**/shell/**', '**/mfe-*/**', '**/services/**'],
      'libs/ never depend on an app.',
    ),
  },
  {
    files: ['shell/src/**'],
    rules: restrictImports(
      ['**/mfe-*/**'],
      'The shell reaches remotes only through the federation runtime.',
    ),
  },
);
