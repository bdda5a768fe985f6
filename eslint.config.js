// Part of `npm test`: typescript-eslint's recommended rules everywhere, the hooks
// rules in the SPA. Rules switched off are explained in docs/decisions.md ("Lint").
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a signature, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON replies loosely; production code keeps no-explicit-any.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The two classic hooks rules; the plugin's React Compiler rules are left out (see decisions).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'module', globals: { URL: 'readonly' } },
  },
  {
    // The push service worker: a classic script in the worker scope.
    files: ['public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', clients: 'readonly' } },
  },
);
