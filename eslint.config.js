// npm run lint (part of npm run check): typescript-eslint's syntax-only rules (types are the
// type checker's job, in npm run typecheck) and the two rules of React hooks.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Written by npm run gen (npm run check compares them with their sources) or by the tools.
  globalIgnores(['src/generated/', 'dist/', 'dist-ssr/', 'bench/.out/', 'data/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` is the house way to drop a property or an argument on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The input guards and file-type sniffers match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // The server has no React: a function named `use` there is not React's hook.
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The theme's templates and widgets keep @rjsf's own generic signatures (`T = any`,
    // `F extends FormContextType = any`), and tests read JSON fixtures of any shape.
    files: ['widgets/theme/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
