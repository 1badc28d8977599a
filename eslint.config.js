// Shared lint configuration for every workspace.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import care from './services/kit/src/repository/no-raw-prisma.mjs'
import tests from './scripts/lint/wait-for-assert-message.mjs'

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data/**', 'charts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // services reach collections through the kit's repository only; the repository itself, the
    // generated clients and tests (fixtures, assertions on stored rows) may use Prisma directly
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/kit/src/repository/**', '**/generated/**', '**/*.test.ts', '**/test/**', '**/test-fixture/**'],
    plugins: { care },
    rules: { 'care/no-raw-prisma': 'error' },
  },
  {
    // tests poke at JSON answers and half-built fixtures; `any` there costs nothing at run time
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // a failed poll's assertion costs a parse of its file when it has no message (scripts/lint)
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', 'tests/**'],
    plugins: { tests },
    rules: { 'tests/wait-for-assert-message': 'error' },
  },
)
