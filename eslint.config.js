import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnly = ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'hono', 'hono/*'];
const browserOnly = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const DEEPEST = 5;

/**
 * Layer boundaries (docs/development.md#layout): files under `src/<layer>` may not import the given folders of
 * `src/<root>` nor the given packages. no-restricted-imports sees the import text, not the
 * resolved file, and "../http" names a different folder at each depth (market/live/http.ts is
 * not server/http), so one block per depth spells out exactly how far up the forbidden folder is.
 */
function boundary(layer, { root, folders, packages = [] }) {
  const segments = (path) => (path === '' ? 0 : path.split('/').length);
  return Array.from({ length: DEEPEST }, (_, depth) => {
    const up = '\\.\\./'.repeat(segments(layer) - segments(root) + depth);
    return {
      files: [`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^${up}(${folders.join('|')})(/|$)`,
                message: `src/${layer} may not import ${folders.map((f) => `src/${root ? `${root}/` : ''}${f}`).join(', ')}.`,
              },
              ...(packages.length
                ? [{ group: packages, message: `src/${layer} may not import these packages.` }]
                : []),
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundary('shared', {
    root: '',
    folders: ['server', 'client'],
    packages: serverOnly.concat(browserOnly),
  }),
  ...boundary('client', { root: '', folders: ['server'], packages: serverOnly }),
  ...boundary('server/db', {
    root: 'server',
    folders: ['services', 'http', 'realtime'],
    packages: ['hono', 'hono/*'],
  }),
  ...boundary('server/services', {
    root: 'server',
    folders: ['http', 'realtime'],
    packages: ['hono', 'hono/*'],
  }),
  ...boundary('server/market', { root: 'server', folders: ['http', 'realtime', 'services'] }),
  ...boundary('server/realtime', { root: 'server', folders: ['http'] }),
);
