import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const SERVER_FEATURES = [
  'analytics',
  'bids',
  'favorites',
  'health',
  'inquiries',
  'investments',
  'projects',
  'properties',
  'saved-searches',
  'uploads',
  'users',
];
/** Features built on the listing search and its cards: they read through properties' modules. */
const ON_PROPERTIES = ['favorites', 'saved-searches'];
const CLIENT_FEATURES = [
  'account',
  'admin',
  'auth',
  'bids',
  'compare',
  'home',
  'investments',
  'legal',
  'listings',
  'market',
  'messages',
  'not-found',
  'notifications',
  'portfolio',
  'properties',
  'saved',
  'sell',
];

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
            {
              target: './src/shared',
              from: ['./src/server', './src/client'],
              message: 'shared/ is imported by both sides and imports neither',
            },
            { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
            { target: './src/server', from: './src/client', message: 'the server never imports client code' },
            ...SERVER_FEATURES.map((f) => ({
              target: `./src/server/features/${f}`,
              from: './src/server/features',
              // Events are told through the notifications feature's events/, with the links of mail/site.ts;
              // money moves are written to the ledger through its one writer, portfolio/ledger.ts; the images
              // a listing or project uses are told to uploads/lifecycle.ts.
              except: [
                `./${f}`,
                './notifications/events',
                './mail/site.ts',
                './portfolio/ledger.ts',
                './uploads/lifecycle.ts',
                ...(ON_PROPERTIES.includes(f) ? ['./properties'] : []),
              ],
              message: 'server features do not import each other; share through lib/, db/ or auth/',
            })),
            // A client feature's `api/` folder is its public face: other features (and components)
            // may call the API through it; everything else of a feature stays its own.
            ...CLIENT_FEATURES.map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`, ...CLIENT_FEATURES.map((g) => `./${g}/api`)],
              message:
                "client features do not import each other's internals; call the API through a feature's api/, share UI through components/ or lib/",
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
