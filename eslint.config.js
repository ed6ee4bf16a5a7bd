import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import { layerZones, pageFiles, serverLayerZones, testHelperFiles } from './eslint-layers.js'

// The plugin's TypeScript settings minus its legacy resolver: resolver-next below replaces it.
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } =
  importX.flatConfigs.typescript.settings

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'reports', 'test-results', 'playwright-report', 'data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'src/ never imports the sandbox.' },
            { group: ['**/index', './index'], message: 'No barrel files: import the file itself.' },
          ],
        },
      ],
      // Only src/api/ may touch the network (house rule: components do not fetch).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api/ talks to Horizon.' },
        { name: 'EventSource', message: 'Only src/api/ opens EventSource.' },
      ],
    },
  },
  // One-way layers (see eslint-layers.js): api → ui → live → resource-routes → resources → app →
  // router. A later block replaces the zones of an earlier one for the files it matches.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (parse .ts/.tsx for no-cycle), with the tsconfig `@/` paths.
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // An import the resolver cannot follow would slip through the zones unnoticed.
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', layerZones({ page: false, test: false })],
    },
  },
  {
    files: pageFiles,
    rules: { 'import-x/no-restricted-paths': ['error', layerZones({ page: true, test: false })] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', ...testHelperFiles],
    rules: { 'import-x/no-restricted-paths': ['error', layerZones({ page: false, test: true })] },
  },
  {
    files: pageFiles.map((pattern) => pattern.replace(/\.tsx$/, '.test.tsx')),
    rules: { 'import-x/no-restricted-paths': ['error', layerZones({ page: true, test: true })] },
  },
  // The sandbox's one-way layers (see eslint-layers.js): store → simulator → protocol →
  // streaming → http, resources beside streaming and http, app.ts and main.ts on top.
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'server/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', serverLayerZones()],
    },
  },
  {
    files: ['server/**/*.test.ts', 'server/testing/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // Size limits for source files (house rule): a file over 400 lines or a function over 80 is split
  // into named modules and functions. A component is a function, so its JSX counts. Tests and their
  // helpers (fixture readers, e2e servers) are exempt: a long table of cases reads best in one place.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', ...testHelperFiles, 'server/testing/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '@/*'],
              allowTypeImports: true,
              message: 'server/ shares types only with src/.',
            },
          ],
        },
      ],
    },
  },
)
