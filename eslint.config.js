// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

/** Layers point one way: schemas <- data, content <- lib <- components <- layouts, pages. */
const layerMessage = 'Imports point down the layers: schemas <- data <- lib <- components <- layouts, pages.';
/** @type {(target: string, from: string | string[], except?: string[]) => object} */
const upward = (target, from, except) => ({
  target,
  from,
  ...(except ? { except } : {}),
  message: layerMessage,
});
const layerZones = [
  upward('./src/schemas', ['./src/data', './src/lib', './src/components', './src/layouts', './src/pages']),
  upward('./src/data', './src/lib'),
  upward('./src/data', ['./src/components', './src/layouts', './src/pages']),
  upward('./src/lib', ['./src/components', './src/layouts', './src/pages']),
  upward('./src/components', ['./src/layouts', './src/pages']),
];

/**
 * One import style: `#src/…` (package.json "imports", which Node, Vite and TypeScript all read) for a
 * project file in another folder, `./x.ts` for one beside the importer; never `../` or an alias.
 */
const importStyle = {
  group: ['../*', '@/*'],
  message: 'Import project files as "#src/<path>.ts" (or "./x.ts" beside this file), not "../" or "@/".',
};

const hookMessage = 'Hooks belong in src/components/islands/ only: everything else renders to static HTML.';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-configured/',
      'dist-quote/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      // A hand tool with its own package.json and tests, outside the site's build and test path.
      'photo-renderer/',
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
    // The <script> blocks of .astro files (linted as virtual files, `X.astro/0_0.ts`) only import and
    // call the typed modules of src/lib: linted with types, they cost a second TypeScript program
    // (about 5 s of a 40 s lint) for two lines each.
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.{js,ts}'],
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
    files: ['**/*.{ts,tsx,astro,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importStyle] }] },
  },
  {
    // What the build runs must not depend on the test machinery or the hand-run tools.
    files: ['scripts/build/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            importStyle,
            {
              // The Spanish glossary's rules (scripts/test/lib/glossary.ts) are content rules, not test
              // machinery: check-twins runs them in the build, where an owner sees them.
              regex: '(^#|/)(scripts/test/(?!lib/glossary\\.ts$)|tools/)',
              message: 'scripts/build/ runs in every build: it may not import from scripts/test/ or tools/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Islands are the only components that hydrate, so they are the only place state may live.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/islands/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [importStyle],
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
