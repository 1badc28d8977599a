// Shared lint configuration for every workspace.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

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
    // tests poke at JSON answers and half-built fixtures; `any` there costs nothing at run time
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
