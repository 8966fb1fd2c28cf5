import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/decisions/import-boundaries.md), all in one place: eslint-plugin-boundaries classifies
 * every file by folder (elements) and by name (categories), and `boundaries/dependencies` lists
 * what may not be imported from where. tests/lint/import-boundaries.test.ts lints an offending
 * snippet for each policy, so dropping one fails the tests. docs/decisions/import-boundaries.md
 * explains the choice.
 */

/** Outside systems: only server/adapters (and the dev/test tooling) talk to them. */
const SDKS = [
  'viem',
  'nodemailer',
  '@node-rs/argon2',
  '@aws-sdk/*',
  'pdf-lib',
  'sharp',
  'heic-decode',
  '@foundry-rs/*',
];

const ENV = 'Read settings from server/config.ts (zod-checked), not process.env.';

/**
 * schemas/ files that screens load without zod (docs/decisions/web-speed.md#less-code-first): they
 * import no zod, and no value from a file that does (types are erased, so they may).
 */
const ZOD_FREE_SCHEMAS = [
  'admin-list-limits',
  'admin-roles',
  'agreement-states',
  'audit-labels',
  'identity-status',
  'account-events',
  'bulk-job-actions',
  'creditor-case-texts',
  'endpoint-paths',
  'mediation-stages',
  'money',
  'password-rules',
  'phone-input',
  'phone-rules',
  'profile-complete',
  'saved-view-lists',
  'stage-targets',
  'upload-rules',
  'withdrawal-status',
];
const ZOD_FREE =
  'This schemas/ file is zod-free (docs/decisions/web-speed.md): no zod, and values only from the other zod-free files.';

const elements = [
  // web/
  { type: 'user-app', pattern: 'web/user' },
  { type: 'admin-app', pattern: 'web/admin' },
  { type: 'admin-lib', pattern: 'web/admin-lib' },
  { type: 'admin-feature', pattern: 'web/features/admin-*', capture: ['feature'] },
  { type: 'feature', pattern: 'web/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'web/components' },
  { type: 'web-lib', pattern: 'web/lib' },
  // the API contract, shared by both sides
  { type: 'schemas', pattern: 'schemas' },
  // server/
  { type: 'adapter', pattern: 'server/adapters' },
  { type: 'db', pattern: 'server/db' },
  { type: 'module', pattern: 'server/modules/*', capture: ['module'] },
  { type: 'plugin', pattern: 'server/plugins' },
  { type: 'job', pattern: 'server/jobs' },
  { type: 'cli', pattern: 'server/cli' },
  { type: 'seed', pattern: 'server/seed' },
  { type: 'server-root', pattern: 'server' },
  // development and test tooling
  { type: 'devchain', pattern: 'devchain' },
  { type: 'tooling', pattern: ['tests', 'e2e', 'bench', 'scripts'] },
].map((element) => ({ ...element, partialMatch: false }));

const files = [
  { category: 'routes', pattern: 'server/modules/*/*.routes.ts' },
  { category: 'service', pattern: 'server/modules/*/*.service.ts' },
  { category: 'repo', pattern: 'server/modules/*/*.repo.ts' },
  { category: 'db-schema', pattern: 'server/db/schema/**' },
  { category: 'route-paths', pattern: 'web/user/route-paths.ts' },
];

const WEB = [
  'user-app',
  'admin-app',
  'admin-lib',
  'admin-feature',
  'feature',
  'web-components',
  'web-lib',
];
const USER_SIDE = ['user-app', 'feature', 'web-components', 'web-lib'];
const ADMIN_CODE = ['admin-app', 'admin-lib', 'admin-feature'];
const SERVER = ['adapter', 'db', 'module', 'plugin', 'job', 'cli', 'seed', 'server-root'];

const el = (types) => ({ element: { types } });
const external = (source) => ({ module: { origin: 'external', source } });

const policies = [
  {
    from: el(WEB),
    disallow: {
      to: [el([...SERVER, 'devchain', 'tooling']), external(['drizzle-orm', 'fastify', ...SDKS])],
    },
    message:
      'The web apps talk to the server over HTTP only (no server code, Drizzle or outside SDK).',
  },
  {
    from: el(['feature', 'admin-feature']),
    disallow: {
      to: {
        element: {
          types: ['feature', 'admin-feature'],
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'A feature never imports another feature: the app composes them (web/user/pages, web/admin/pages), or the code moves to web/components or web/lib.',
  },
  {
    from: el(USER_SIDE),
    disallow: { to: el(ADMIN_CODE) },
    message:
      'The user app never imports admin code (web/admin, web/admin-lib, web/features/admin-*).',
  },
  {
    from: el(['web-components', 'web-lib']),
    disallow: { to: el(['feature']) },
    message: 'Shared web code (web/components, web/lib) never imports a feature.',
  },
  {
    from: el(['feature', 'web-components', 'web-lib']),
    disallow: { to: el(['user-app']) },
    message:
      'Features and shared web code never import the user app (its pages compose them), except its route paths.',
  },
  {
    // Links are built from the one route-path module (web/user/route-paths.ts).
    from: el(['feature', 'web-components', 'web-lib']),
    allow: { to: { file: { categories: 'route-paths' } } },
  },
  {
    from: el(['schemas']),
    disallow: { to: el([...WEB, ...SERVER, 'devchain', 'tooling']) },
    message: 'schemas/ is the contract shared by server and web: it imports neither.',
  },
  {
    from: el(['adapter', 'db']),
    disallow: { to: el(['module', 'plugin', 'job', 'cli', 'seed']) },
    message: 'Adapters and server/db sit below the modules: they never import one.',
  },
  {
    from: el(['module']),
    disallow: { to: el(['devchain']) },
    message:
      'Modules never import devchain/ (the development chain is wired in main.ts and the CLI).',
  },
  {
    // docs/decisions/module-surfaces.md: a module's repo is private to it. Before the routes'
    // policy, whose message wins for routes (the last matching policy's message is reported).
    from: el(['module']),
    disallow: {
      to: {
        element: {
          types: 'module',
          captured: { module: '!{{ from.element.captured.module }}' },
        },
        file: { categories: 'repo' },
      },
    },
    message:
      "A module never imports another module's repo: use its public surface (its *.service.ts, *-workflow.ts or a named public file such as users/users.service.ts).",
  },
  {
    from: { element: { types: 'module' }, file: { categories: 'routes' } },
    disallow: { to: [{ file: { categories: ['repo', 'db-schema'] } }, external('drizzle-orm')] },
    message: 'Routes call services; only repos touch the database (no repo, Drizzle or db schema).',
  },
  {
    from: { element: { types: 'module' }, file: { categories: 'service' } },
    disallow: { to: [{ file: { categories: 'routes' } }, external(['fastify', '@fastify/*'])] },
    message: 'Services know nothing of HTTP (no Fastify, no routes).',
  },
  {
    from: el(SERVER.filter((t) => t !== 'adapter')),
    disallow: { to: external(SDKS) },
    message: 'Only server/adapters talks to outside SDKs.',
  },
  {
    from: el(SERVER),
    disallow: { to: el(WEB) },
    message: 'The server never imports web code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'devchain/artifacts/**',
      'e2e/artifacts/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // Tooling (tests, e2e, bench, scripts) may import anything, so it is not checked (faster).
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'schemas/**/*.ts', 'devchain/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      // Tests may reach across layers to set things up; nothing imports them.
      'boundaries/ignore': ['**/*.test.ts', '**/*.test.tsx'],
      'boundaries/legacy-templates': false,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkInternals: true, policies },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Settings are read, checked and typed once, in server/config.ts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'server/config.ts',
      'scripts/**',
      'bench/**',
      'tests/**',
      'e2e/**',
      'devchain/**',
      '**/*.test.ts',
      '*.config.ts',
    ],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: ENV,
          })),
        },
      ],
    },
  },
  {
    files: ZOD_FREE_SCHEMAS.map((name) => `schemas/${name}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: ZOD_FREE }],
          patterns: [
            { group: ['zod/*'], message: ZOD_FREE },
            {
              group: ['./*', ...ZOD_FREE_SCHEMAS.map((name) => `!./${name}`)],
              allowTypeImports: true,
              message: ZOD_FREE,
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the user app serves as they are (web/user/public/start.js).
    files: ['web/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'scripts/**',
      'server/cli/**',
      'server/main.ts',
      'devchain/**',
      'e2e/**',
      'tests/**',
      '**/*.test.ts',
      'bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
