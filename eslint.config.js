// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const hookMessage = 'Hooks belong in src/components/islands/ only: everything else renders to static HTML.';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-configured/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Islands are the only components that hydrate, so they are the only place state may live.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/islands/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: [
                'use',
                'useActionState',
                'useCallback',
                'useContext',
                'useDeferredValue',
                'useEffect',
                'useId',
                'useImperativeHandle',
                'useInsertionEffect',
                'useLayoutEffect',
                'useMemo',
                'useOptimistic',
                'useReducer',
                'useRef',
                'useState',
                'useSyncExternalStore',
                'useTransition',
              ],
              message: hookMessage,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/^use[A-Z]/]', message: hookMessage },
        { selector: 'CallExpression[callee.property.name=/^use[A-Z]/]', message: hookMessage },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  prettier,
);
