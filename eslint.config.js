import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'migrations/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Feature folders never reach into each other (bulletproof-react); shared code flows one way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/client'], message: 'shared/ is imported by both sides and imports neither' },
            { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
            { target: './src/server', from: './src/client', message: 'the server never imports client code' },
            ...['properties', 'bids', 'inquiries', 'investments', 'projects', 'users', 'stats', 'uploads', 'analytics', 'health'].map((f) => ({
              target: `./src/server/features/${f}`,
              from: './src/server/features',
              except: [`./${f}`, './properties/service.ts', './investments/service.ts', './users/service.ts', './uploads/store.ts'],
              message: "go through another feature's service.ts, not its internals",
            })),
            ...['auth', 'home', 'legal', 'properties', 'bids', 'messages', 'investments', 'admin', 'sell', 'not-found'].map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
              message: 'client features do not import each other; share through components/ or lib/',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
