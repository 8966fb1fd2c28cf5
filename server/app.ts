import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { AppDeps } from './deps';
import { adminLoginRoutes, adminSessionRoutes } from './modules/admin/admin.routes';
import { adminAccountRoutes } from './modules/admin/admin-account.routes';
import { createAdminAccountService } from './modules/admin/admin-account.service';
import { createAdminAuthService } from './modules/admin/admin-auth.service';
import { createAdminSignInService } from './modules/admin/admin-sign-in.service';
import { createTwoFactorService } from './modules/admin/two-factor.service';
import { createAdminStatsService } from './modules/admin/admin-stats.service';
import { adminExportRoutes } from './modules/admin/admin-exports.routes';
import { createAdminExportsService } from './modules/admin/admin-exports.service';
import { adminListsRoutes } from './modules/admin/admin-lists.routes';
import { createAdminListsService } from './modules/admin/admin-lists.service';
import { adminTestEmailRoutes } from './modules/admin/admin-test-email.routes';
import { createAdminTestEmailService } from './modules/admin/admin-test-email.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediationRoutes } from './modules/mediation/mediation.routes';
import { createMediationService } from './modules/mediation/mediation.service';
import { userAdminRoutes } from './modules/users/user-admin.routes';
import { createUserAdminService } from './modules/users/user-admin.service';
import { walletAdminRoutes } from './modules/wallets/wallet-admin.routes';
import { createWalletAdminService } from './modules/wallets/wallet-admin.service';
import { walletsRoutes } from './modules/wallets/wallets.routes';
import { createWalletsService } from './modules/wallets/wallets.service';
import { objectsRoutes } from './modules/objects/objects.routes';
import { createObjectsService } from './modules/objects/objects.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { startAdminCountersJob } from './jobs/admin-counters';
import { startMailOutboxJob } from './jobs/mail-outbox';
import { startUploadCleanupJob } from './jobs/upload-cleanup';
import { createMailOutbox } from './modules/mail/outbox.service';
import { adminWithdrawalsRoutes } from './modules/withdrawals/admin-withdrawals.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { createRecoveryService } from './modules/recovery/recovery.service';
import { registerAdminAuth } from './plugins/admin-auth';
import { clientErrorHandler, registerErrorHandling, sendError } from './plugins/errors';
import { loggerOptions, registerRequestLog } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import {
  registerBodyDeadlines,
  SERVER_TIMEOUTS,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './plugins/timeouts';
import { registerWebApps } from './plugins/web-apps';
import { secretBoxFromHex } from './adapters/secret-box';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';

z.config(z.locales.es());

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** Folder with the built web apps (user/ and admin/); omitted in API-only tests. */
  webRoot?: string;
  /** Where the log goes (default: stdout). */
  logStream?: DestinationStream;
  /** Client deadlines (default: SERVER_TIMEOUTS); tests shorten them. */
  timeouts?: ServerTimeouts;
  /** Called before any route is added (e.g. to watch routes as they are registered). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config, database, clock, mailer, storage, chain } = deps;
  const db = database.db;
  const proxyHops = config.trustProxy;
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count, never `true`: trusting every hop would let clients pick their own IP.
    trustProxy: proxyHops === false ? false : (_address, hop) => hop < proxyHops,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    ...serverTimeoutOptions(timeouts),
    // Errors Fastify and Node answer on their own go through the same Spanish mapper.
    frameworkErrors: sendError,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  options.beforeRoutes?.(app);
  registerRequestLog(app, config.isProduction);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDeadlines(app, timeouts);
  registerSecurityHeaders(app);
  await app.register(cookie);

  const auth = createAuthService({ db, clock });
  const adminAuth = createAdminAuthService({ db, clock });
  const { requireUser } = registerSession(app, auth);
  const { guardAdminScope } = registerAdminAuth(app, adminAuth);
  const outbox = createMailOutbox({ db, mailer, clock, log: app.log });
  const outboxJob = startMailOutboxJob(outbox, app.log);
  app.addHook('onClose', () => outboxJob.stop());
  const adminStats = createAdminStatsService({ db });
  const countersJob = startAdminCountersJob(adminStats, app.log);
  app.addHook('onClose', () => countersJob.stop());
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    outbox,
    appName: config.appName,
    usdtContract: config.chain.usdtAddress,
    chain,
  });
  const mediation = createMediationService({
    db,
    clock,
    outbox,
    appName: config.appName,
    publicUrl: config.publicUrl,
    testEmail: config.mail.mediationTestEmail,
  });

  await app.register(healthRoutes(database, config));
  await app.register(authRoutes(auth, requireUser));
  const wallets = createWalletsService({ db, clock, chain });
  await app.register(walletsRoutes(wallets, requireUser));
  const objects = createObjectsService({ db, storage, clock });
  const uploadCleanup = startUploadCleanupJob(objects, app.log);
  app.addHook('onClose', () => uploadCleanup.stop());
  await app.register(objectsRoutes({ objects, requireUser, auth, adminAuth }));
  await app.register(profileRoutes(createProfileService({ db, objects }), requireUser));
  await app.register(withdrawalsRoutes(withdrawals, requireUser));
  const recovery = createRecoveryService({
    db,
    clock,
    mailer,
    appName: config.appName,
    dataEncryptionKey: config.dataEncryptionKey,
    log: app.log,
  });
  await app.register(recoveryRoutes(recovery));
  const require2fa = config.adminRequire2fa;
  const twoFactor = createTwoFactorService({
    db,
    clock,
    secretBox: secretBoxFromHex(config.dataEncryptionKey),
    appName: config.appName,
  });
  const signIn = createAdminSignInService({ db, clock, adminAuth, twoFactor, require2fa });
  await app.register(adminLoginRoutes(signIn));
  const userAdmin = createUserAdminService({ db, clock, storage, outbox, appName: config.appName });
  await app.register(async (admin) => {
    guardAdminScope(admin);
    await admin.register(adminSessionRoutes(adminAuth, adminStats));
    await admin.register(mediationRoutes(mediation));
    await admin.register(
      adminAccountRoutes(createAdminAccountService({ db, twoFactor, require2fa }), adminAuth),
    );
    await admin.register(staffRoutes(createStaffService({ db, clock, require2fa })));
    await admin.register(userAdminRoutes(userAdmin));
    await admin.register(walletAdminRoutes(createWalletAdminService({ db, chain })));
    await admin.register(adminWithdrawalsRoutes(withdrawals));
    await admin.register(auditRoutes(createAuditService({ db })));
    await admin.register(adminListsRoutes(createAdminListsService({ db })));
    await admin.register(adminExportRoutes(createAdminExportsService({ db, clock })));
    const testEmail = createAdminTestEmailService({ db, clock, mailer, appName: config.appName });
    await admin.register(adminTestEmailRoutes(testEmail));
  });

  await registerWebApps(app, config, options.webRoot ?? path.resolve('dist/web'));
  return app;
}
