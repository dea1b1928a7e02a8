// Lint rules: TypeScript's recommended set, React hooks rules, nothing stylistic (Prettier formats).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** The folders directly under `dir`: each feature of the server, each page of the client. */
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The house's shape (docs/decisions/0085): features never import features, nothing below the features imports one,
// the client and the server never import each other, no page imports another page, and no module sits in a circle.
const houseRules = {
  files: ['server/**/*.ts', 'client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    // Modules the import graph reads through TypeScript's parser (else it sees only .js files, and no circle).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...foldersIn('server/features').map((feature) => ({
            target: `./server/features/${feature}`,
            from: './server/features',
            except: [`./${feature}`],
            message:
              'A feature never imports another feature: move what both use below the features.',
          })),
          {
            target: [
              './server/http',
              './server/upstreams',
              './server/verification',
              './server/records',
              './server/database',
              './server/lending-partners',
            ],
            from: './server/features',
            message: 'Nothing below the features imports one: pass it in from app.ts instead.',
          },
          {
            target: ['./server/*/**'],
            from: ['./server/app.ts', './server/main.ts'],
            message: 'app.ts and main.ts are the top: nothing imports them.',
          },
          { target: './client', from: './server', message: 'The client never imports the server.' },
          { target: './server', from: './client', message: 'The server never imports the client.' },
          {
            target: './shared',
            from: ['./server', './client'],
            message: 'shared/ imports only shared/.',
          },
          ...foldersIn('client/pages').map((page) => ({
            target: `./client/pages/${page}`,
            from: './client/pages',
            except: [`./${page}`],
            message: 'A page never imports another page: move what both use to client/components.',
          })),
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'data', 'public', 'art', '**/.next'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  houseRules,
  {
    // A long function hides its ideas: past 80 lines it is split, or says in a comment why it stays whole.
    files: ['server/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // react-router's Link and NavLink bring framework mode's prefetch code into every first load, Navigate and
      // useSearchParams more than our fixed paths and read-only queries use (decision 0059).
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink', 'Navigate', 'useSearchParams'],
            message:
              'Use client/components/Link.tsx, useNavigate in an effect, client/hooks/useQuery.ts.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        window: 'readonly',
        document: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
