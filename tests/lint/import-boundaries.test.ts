import { describe, expect, it } from 'vitest';
import { lintAs as lint, warmUpLint } from '../support/project-lint';

/**
 * Each boundary of eslint.config.js, proven by linting a small offending file through the
 * project's own configuration (what `npm run lint` runs). A configuration change that drops or
 * weakens a rule fails here. The file paths need not exist; the imported files do.
 */
warmUpLint();

const importing = (what: string, from: string) =>
  `import { ${what} } from '${from}';\n\nexport const used = ${what};\n`;

const WEB_TO_SERVER = 'boundaries/dependencies: The web apps talk to the server over HTTP only';
const FEATURE_TO_FEATURE = 'boundaries/dependencies: A feature never imports another feature';
const USER_TO_ADMIN = 'boundaries/dependencies: The user app never imports admin code';
const SHARED_TO_FEATURE =
  'boundaries/dependencies: Shared web code (web/components, web/lib) never imports a feature';
const TO_USER_APP =
  'boundaries/dependencies: Features and shared web code never import the user app';
const SCHEMAS_IMPORT = 'boundaries/dependencies: schemas/ is the contract shared';
const BELOW_MODULES = 'boundaries/dependencies: Adapters and server/db sit below the modules';
const MODULE_TO_DEVCHAIN = 'boundaries/dependencies: Modules never import devchain/';
const ROUTES_TO_DB = 'boundaries/dependencies: Routes call services; only repos touch the database';
const SERVICE_TO_HTTP = 'boundaries/dependencies: Services know nothing of HTTP';
const OTHER_MODULE_REPO = "boundaries/dependencies: A module never imports another module's repo";
const SERVER_TO_SDK = 'boundaries/dependencies: Only server/adapters talks to outside SDKs';
const SERVER_TO_WEB = 'boundaries/dependencies: The server never imports web code';
const ENV = 'Read settings from server/config.ts';
const CYCLE = 'import-x/no-cycle: Dependency cycle detected';

const refused: [string, string, string, string][] = [
  // [what, file, code, expected message]
  [
    'a feature importing server code',
    'web/features/wallets/components/offending.tsx',
    importing('buildApp', '../../../../server/app'),
    WEB_TO_SERVER,
  ],
  [
    'shared web code importing Drizzle',
    'web/lib/offending.ts',
    importing('sql', 'drizzle-orm'),
    WEB_TO_SERVER,
  ],
  [
    'the user app importing an outside SDK',
    'web/user/offending.tsx',
    importing('createPublicClient', 'viem'),
    WEB_TO_SERVER,
  ],
  [
    'the admin app importing an outside SDK',
    'web/admin/pages/offending.tsx',
    importing('S3Client', '@aws-sdk/client-s3'),
    WEB_TO_SERVER,
  ],
  [
    'a feature importing another feature through the alias',
    'web/features/wallets/components/offending.tsx',
    importing('useWithdrawals', '@/features/withdrawals/api/withdrawals'),
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature importing another feature by a relative path',
    'web/features/wallets/components/offending.tsx',
    importing('useWithdrawals', '../../withdrawals/api/withdrawals'),
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature importing another feature from deeper down',
    'web/features/wallets/components/cards/offending.tsx',
    importing('IdDocumentCard', '../../../profile/components/id-document-card'),
    FEATURE_TO_FEATURE,
  ],
  [
    'an admin feature importing another admin feature',
    'web/features/admin-stats/components/offending.tsx',
    importing('UserDetailDialog', '@/features/admin-detail/components/user-detail-dialog'),
    FEATURE_TO_FEATURE,
  ],
  [
    'the user app importing the admin app',
    'web/user/offending.tsx',
    importing('RequireAdmin', '../admin/require-admin'),
    USER_TO_ADMIN,
  ],
  [
    'a user feature importing admin-lib',
    'web/features/profile/components/offending.tsx',
    importing('adminBase', '@/admin-lib/session'),
    USER_TO_ADMIN,
  ],
  [
    'shared components importing an admin feature',
    'web/components/offending.tsx',
    importing('StatsCards', '@/features/admin-stats/components/stats-cards'),
    USER_TO_ADMIN,
  ],
  [
    'web/lib importing admin-lib',
    'web/lib/offending.ts',
    importing('hasAdminToken', '../admin-lib/session'),
    USER_TO_ADMIN,
  ],
  [
    'shared components importing a feature',
    'web/components/offending.tsx',
    importing('WalletCard', '@/features/wallets/components/wallet-card'),
    SHARED_TO_FEATURE,
  ],
  [
    'web/lib importing a feature',
    'web/lib/offending.ts',
    importing('useLogin', '../features/auth/api/login'),
    SHARED_TO_FEATURE,
  ],
  [
    'a feature importing the user app',
    'web/features/wallets/components/offending.tsx',
    importing('ProtectedRoute', '@/user/protected-route'),
    TO_USER_APP,
  ],
  [
    'shared components importing the user app',
    'web/components/layout/offending.tsx',
    importing('UserRoutes', '../../user/routes'),
    TO_USER_APP,
  ],
  [
    'schemas importing server code',
    'schemas/offending.ts',
    importing('loadConfig', '../server/config'),
    SCHEMAS_IMPORT,
  ],
  [
    'schemas importing web code',
    'schemas/offending.ts',
    importing('cn', '../web/lib/cn'),
    SCHEMAS_IMPORT,
  ],
  [
    'an adapter importing a module',
    'server/adapters/mail/offending.ts',
    importing('renderEmail', '../../modules/mail/layout'),
    BELOW_MODULES,
  ],
  [
    'server/db importing a module',
    'server/db/offending.ts',
    importing('refreshUserTotals', '../modules/wallets/user-totals.repo'),
    BELOW_MODULES,
  ],
  [
    'a module importing devchain',
    'server/modules/wallets/offending.service.ts',
    importing('startLocalChain', '../../../devchain/local-chain'),
    MODULE_TO_DEVCHAIN,
  ],
  [
    "routes importing their module's repo",
    'server/modules/wallets/offending.routes.ts',
    importing('listUserWallets', './wallets.repo'),
    ROUTES_TO_DB,
  ],
  [
    "routes importing another module's repo",
    'server/modules/wallets/offending.routes.ts',
    importing('writeAudit', '../audit/audit.repo'),
    ROUTES_TO_DB,
  ],
  [
    'routes importing Drizzle',
    'server/modules/wallets/offending.routes.ts',
    importing('eq', 'drizzle-orm'),
    ROUTES_TO_DB,
  ],
  [
    'routes importing the database schema',
    'server/modules/wallets/offending.routes.ts',
    importing('wallets', '../../db/schema'),
    ROUTES_TO_DB,
  ],
  [
    "a service importing another module's repo",
    'server/modules/wallets/offending.service.ts',
    importing('writeAudit', '../audit/audit.repo'),
    OTHER_MODULE_REPO,
  ],
  [
    "a workflow importing another module's repo",
    'server/modules/withdrawals/offending-workflow.ts',
    importing('refreshUserTotals', '../wallets/user-totals.repo'),
    OTHER_MODULE_REPO,
  ],
  [
    "a repo importing another module's repo",
    'server/modules/mediation/offending.repo.ts',
    importing('findAdminById', '../staff/staff.repo'),
    OTHER_MODULE_REPO,
  ],
  [
    "a plain module file importing another module's repo",
    'server/modules/account/offending.ts',
    importing('deleteUserSessions', '../auth/auth.repo'),
    OTHER_MODULE_REPO,
  ],
  [
    'a service importing Fastify',
    'server/modules/wallets/offending.service.ts',
    "import type { FastifyRequest } from 'fastify';\n\nexport type Used = FastifyRequest;\n",
    SERVICE_TO_HTTP,
  ],
  [
    'a module importing an outside SDK',
    'server/modules/wallets/offending.ts',
    importing('createPublicClient', 'viem'),
    SERVER_TO_SDK,
  ],
  [
    'server start-up code importing an outside SDK',
    'server/offending.ts',
    "import nodemailer from 'nodemailer';\n\nexport const used = nodemailer;\n",
    SERVER_TO_SDK,
  ],
  [
    'the server importing web code',
    'server/modules/wallets/offending.ts',
    importing('shortenAddress', '../../../web/lib/format'),
    SERVER_TO_WEB,
  ],
  [
    'process.env in a module',
    'server/modules/wallets/offending.ts',
    'export const port = process.env.PORT;\n',
    `no-restricted-properties: 'process.env' is restricted from being used. ${ENV}`,
  ],
  [
    'process.env destructured in web code',
    'web/lib/offending.ts',
    'const { env } = process;\n\nexport const used = env;\n',
    `no-restricted-properties: 'process.env' is restricted from being used. ${ENV}`,
  ],
  [
    'env imported from node:process',
    'server/plugins/offending.ts',
    importing('env', 'node:process'),
    `no-restricted-imports: 'env' import from 'node:process' is restricted. ${ENV}`,
  ],
  ['an import cycle in web code', 'web/lib/api-client.ts', importing('useAuth', './auth'), CYCLE],
  [
    'an import cycle in server code',
    'server/errors.ts',
    importing('decodeCursor', './db/keyset'),
    CYCLE,
  ],
];

describe('import boundaries refused by lint', () => {
  it.each(refused)('%s', async (_what, filePath, code, expected) => {
    const messages = await lint(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });
});

const allowed: [string, string, string][] = [
  [
    'a feature importing its own files',
    'web/features/wallets/components/fine.tsx',
    importing('useRefreshWallet', '../api/refresh-wallet'),
  ],
  [
    'a feature and shared code linking through the route paths',
    'web/components/layout/fine.tsx',
    importing('paths', '@/user/route-paths'),
  ],
  [
    'a user page composing features',
    'web/user/pages/fine.tsx',
    importing('WalletCard', '@/features/wallets/components/wallet-card'),
  ],
  [
    'an admin page composing admin features and admin-lib',
    'web/admin/pages/fine.tsx',
    `${importing('StatsCards', '@/features/admin-stats/components/stats-cards')}${importing(
      'useAdminSession',
      '@/admin-lib/use-admin-session',
    ).replace('used', 'session')}`,
  ],
  [
    'an admin feature importing admin-lib and shared web code',
    'web/features/admin-stats/components/fine.tsx',
    `${importing('adminBase', '@/admin-lib/session')}${importing('cn', '@/lib/cn').replace(
      'used',
      'classes',
    )}`,
  ],
  [
    'an adapter importing its SDK',
    'server/adapters/chain/fine.ts',
    importing('createPublicClient', 'viem'),
  ],
  [
    'a repo importing Drizzle and the schema',
    'server/modules/wallets/fine.repo.ts',
    `${importing('eq', 'drizzle-orm')}${importing('wallets', '../../db/schema').replace(
      'used',
      'table',
    )}`,
  ],
  [
    'a service importing its repo',
    'server/modules/wallets/fine.service.ts',
    importing('listUserWallets', './wallets.repo'),
  ],
  [
    "a module importing another module's service",
    'server/modules/wallets/fine.service.ts',
    importing('writeAudit', '../audit/audit.service'),
  ],
  [
    "a module importing another module's workflow",
    'server/modules/assignment/fine.service.ts',
    importing('lockWithdrawal', '../withdrawals/withdrawal-workflow'),
  ],
  [
    "a module importing another module's named public file",
    'server/modules/audit/fine.ts',
    importing('findAdminById', '../staff/staff-accounts'),
  ],
  [
    'a plain module file importing its own repo',
    'server/modules/account/fine.ts',
    importing('insertAccountEvent', './account-events.repo'),
  ],
  [
    'routes importing their service',
    'server/modules/wallets/fine.routes.ts',
    importing('createWalletsService', './wallets.service'),
  ],
  [
    'server/config.ts reading process.env',
    'server/config.ts',
    'export const port = process.env.PORT;\n',
  ],
  [
    'a test support file reading process.env',
    'tests/support/fine.ts',
    'export const port = process.env.PORT;\n',
  ],
];

describe('what the boundaries allow', () => {
  it.each(allowed)('%s', async (_what, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});
