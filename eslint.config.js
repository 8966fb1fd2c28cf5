import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SDKS = [
  'viem',
  'viem/*',
  'nodemailer',
  '@node-rs/argon2',
  '@aws-sdk/*',
  'pdf-lib',
  'sharp',
  '@foundry-rs/*',
];
const sdkRule = (message) => ({ group: SDKS, message });

// Each web feature may import shared code, never another feature.
const features = existsSync('web/features')
  ? readdirSync('web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureBoundaries = features.map((name) => ({
  files: [`web/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^@/features/(?!${name}/)|^\\.\\./\\.\\./(?!${name}/)[^./][^/]*/)`,
            message:
              'A feature never imports another feature; move shared code to web/components or web/lib.',
          },
        ],
      },
    ],
  },
}));

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
    files: ['server/**/*.ts'],
    ignores: ['server/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sdkRule('Only server/adapters talks to outside SDKs.'),
            { group: ['**/web/**'], message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/*.repo',
                'drizzle-orm',
                'drizzle-orm/*',
                '**/db/schema',
                '**/db/schema/*',
              ],
              message: 'Routes call services; only repos touch the database.',
            },
            sdkRule('Only server/adapters talks to outside SDKs.'),
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.routes', 'fastify'], message: 'Services know nothing of HTTP.' },
            sdkRule('Only server/adapters talks to outside SDKs.'),
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'drizzle-orm', 'drizzle-orm/*', ...SDKS],
              message: 'The web apps talk to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
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
