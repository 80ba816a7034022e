import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Which folder may import which (docs/decisions/039-pages-in-their-own-chunks-shared-for-code-both-sides-run.md, "Layers"): schema/ is a leaf of zod
 * contracts; shared/ is code both sides run; client/ and sections/ never import the server;
 * the server imports client/ only to render it (server/ssr/). Each rule is one regular
 * expression over the import specifier.
 */
const restrict = (files, regex, message, ignores = []) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx', ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});
// `#server/…`, a relative path into server/, or a `.server` module.
const SERVER_ONLY = String.raw`^#server/|(^|/)server/|\.server(\.[cm]?[jt]sx?)?$`;
/**
 * sections/ minus its schema-only modules (zod, no renderer: the section schemas and the CMS
 * documents built from them), which shared/ may read.
 */
const SECTION_RENDERERS = String.raw`^#sections/(?!section-schemas$|detail/detail-schemas$|([\w-]+/)+schema$|page-document$|detail/layout-document$|cms-admin$|document-kinds$)`;
const boundaries = [
  restrict(
    ['schema/**'],
    String.raw`^#(client|server|shared)/|${SECTION_RENDERERS}`,
    'schema/ holds zod contracts only and imports no other layer of the app.',
  ),
  restrict(
    ['shared/**'],
    String.raw`^#client/|${SECTION_RENDERERS}|${SERVER_ONLY}`,
    'shared/ runs on both sides: it may import schema/, shared/ and section schemas only.',
  ),
  restrict(
    ['client/**'],
    SERVER_ONLY,
    'Browser code never imports the server (types included): move the shared part to shared/ or schema/.',
  ),
  restrict(
    ['sections/**'],
    SERVER_ONLY,
    'Section renderers run in the browser: only sections/**/*.server.ts may import the server.',
    ['sections/**/*.server.ts'],
  ),
  restrict(
    ['server/**'],
    '^#client/',
    'The server imports client/ only to render it (server/ssr/): shared code belongs in shared/.',
    ['server/ssr/**'],
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...boundaries,
  {
    // Site pages link through client/components/prefetch-link.tsx: on the server its links write a
    // plain address directly instead of running React Router's route resolution for each link.
    // (A rule of its own name, so the folder boundaries above keep theirs.)
    files: ['client/**/*.tsx', 'sections/**/*.tsx'],
    ignores: ['client/components/prefetch-link.tsx', 'client/admin/**', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Use AppLink, PrefetchLink or PrefetchNavLink (#client/components/prefetch-link).',
            },
          ],
        },
      ],
    },
  },
);
