import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import { z } from 'zod';
import type { AppDeps } from './deps';
import { adminLoginRoutes, adminSessionRoutes } from './modules/staff/admin.routes';
import { adminAccountRoutes } from './modules/staff/admin-account.routes';
import { createStaffPasswordChange } from './modules/account/staff-password-change.service';
import { createAdminAccountService } from './modules/staff/admin-account.service';
import { createAdminAuthService } from './modules/staff/admin-auth.service';
import { createAdminSignInService } from './modules/staff/admin-sign-in.service';
import { createTwoFactorService } from './modules/staff/two-factor.service';
import { createAdminStatsService } from './modules/admin-lists/admin-stats.service';
import { adminExportRoutes } from './modules/admin-exports/admin-exports.routes';
import { createAdminExportsService } from './modules/admin-exports/admin-exports.service';
import { adminListsRoutes } from './modules/admin-lists/admin-lists.routes';
import { createAdminListsService } from './modules/admin-lists/admin-lists.service';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { createSavedViewsService } from './modules/saved-views/saved-views.service';
import { adminTestEmailRoutes } from './modules/admin-mail/admin-test-email.routes';
import { createAdminTestEmailService } from './modules/admin-mail/admin-test-email.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { accountActivityRoutes } from './modules/account/account-activity.routes';
import { createAccountService } from './modules/account/account.service';
import { createSignInRecorder } from './modules/account/sign-in-record';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediationRoutes } from './modules/mediation/mediation.routes';
import { stageTargetsRoutes } from './modules/mediation/stage-targets.routes';
import { createStageTargets } from './modules/mediation/stage-targets.service';
import { createMediationService } from './modules/mediation/mediation.service';
import { caseStaffRoutes, creditorCaseRoutes } from './modules/mediation/creditor-case.routes';
import { createCreditorCaseService } from './modules/mediation/creditor-case.service';
import { createMediationReminders } from './modules/mediation/mediation-reminders';
import {
  agreementCreditorRoutes,
  agreementStaffRoutes,
  verificationRoutes,
} from './modules/mediation/agreement.routes';
import { createAgreementStaff } from './modules/mediation/agreement.service';
import { createAgreementCreditor } from './modules/mediation/agreement-creditor.service';
import { createAgreementSettlement } from './modules/mediation/agreement-settlement';
import { loadSigningKey, type SigningKey } from './adapters/pdf/pdf-seal';
import { startMediationRemindersJob } from './jobs/mediation-reminders';
import { startBulkJobsJob } from './jobs/bulk-jobs';
import { bulkItemActions } from './modules/bulk-jobs/bulk-actions';
import { bulkJobsRoutes } from './modules/bulk-jobs/bulk-jobs.routes';
import { createBulkJobs } from './modules/bulk-jobs/bulk-jobs.service';
import { userAdminRoutes } from './modules/users/user-admin.routes';
import { createUserAdminService } from './modules/users/user-admin.service';
import { walletAdminRoutes } from './modules/wallets/wallet-admin.routes';
import { createWalletAdminService } from './modules/wallets/wallet-admin.service';
import { walletsRoutes } from './modules/wallets/wallets.routes';
import { createWalletsService } from './modules/wallets/wallets.service';
import { objectsRoutes } from './modules/objects/objects.routes';
import { createObjectsService } from './modules/objects/objects.service';
import { createPhotoCleaning } from './modules/objects/photo-cleaning';
import { accountRoutes } from './modules/account/account.routes';
import { createPasswordChange } from './modules/account/password-change.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { startAdminCountersJob } from './jobs/admin-counters';
import { startChainSyncJob } from './jobs/chain-sync';
import { chainStatusRoutes } from './modules/wallets/chain-status.routes';
import { createChainSync } from './modules/wallets/chain-sync.service';
import { startMailOutboxJob } from './jobs/mail-outbox';
import { startPhotoCleaningJob } from './jobs/photo-cleaning';
import { startUploadCleanupJob } from './jobs/upload-cleanup';
import { mailOutboxRoutes } from './modules/mail/outbox.routes';
import { createMailOutbox } from './modules/mail/outbox.service';
import { adminWithdrawalsRoutes } from './modules/withdrawals/admin-withdrawals.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { createRecoveryService } from './modules/recovery/recovery.service';
import { registerAdminAuth } from './plugins/admin-auth';
import { clientErrorHandler, registerErrorHandling, sendError } from './plugins/errors';
import { loggerOptions, registerRequestLog } from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { type AppMetrics, createAppMetrics } from './plugins/metrics-registry';
import { registerOpenApi, staffOpenApiRoute } from './plugins/openapi';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
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
import { assignmentRoutes } from './modules/assignment/assignment.routes';
import { createAssignmentService } from './modules/assignment/assignment.service';
import { createStaffService } from './modules/staff/staff.service';

z.config(z.locales.es());

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry and counters (docs/product/operations.md#metrics). */
    metrics: AppMetrics;
  }
}

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
  /** false: no mail-outbox job (tests that run the outbox's passes themselves). */
  mailOutboxJob?: boolean;
  /** false: no bulk-jobs worker (tests that run its passes themselves). */
  bulkJobsJob?: boolean;
}

export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config, database, clock, mailer, storage } = deps;
  const db = database.db;
  const proxyHops = config.trustProxy;
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count, never `true`: trusting every hop would let clients pick their own IP.
    trustProxy: proxyHops === false ? false : (_address, hop) => hop < proxyHops,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: requestIdGenerator(proxyHops !== false),
    requestIdHeader: false,
    ...serverTimeoutOptions(timeouts),
    // Errors Fastify and Node answer on their own go through the same Spanish mapper.
    frameworkErrors: sendError,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  options.beforeRoutes?.(app);
  registerRequestId(app);
  registerRequestLog(app, config.isProduction);
  const metrics = createAppMetrics(database, clock);
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  registerMetrics(app, metrics, config);
  const chain = metrics.countChain(deps.chain);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDeadlines(app, timeouts);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app);

  const secretBox = secretBoxFromHex(config.dataEncryptionKey);
  const outbox = createMailOutbox({ db, mailer, clock, log: app.log, secretBox });
  const recordSignIn = createSignInRecorder({ db, clock, outbox, appName: config.appName });
  const auth = createAuthService({ db, clock, limits: config.sessions, recordSignIn });
  const adminAuth = createAdminAuthService({ db, clock });
  const { requireUser } = registerSession(app, auth);
  const { guardAdminScope } = registerAdminAuth(app, adminAuth);
  const outboxJob =
    options.mailOutboxJob === false ? undefined : startMailOutboxJob(outbox, app.log);
  app.addHook('onClose', async () => {
    await outboxJob?.stop();
    await outbox.settled();
  });
  const adminStats = createAdminStatsService({ db });
  const countersJob = startAdminCountersJob(adminStats, app.log);
  app.addHook('onClose', () => countersJob.stop());
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    outbox,
    appName: config.appName,
    destinationRules: {
      usdtContract: config.chain.usdtAddress,
      blocked: config.blockedDestinations,
    },
    dualApprovalUsdt: config.payoutSafety.dualApprovalUsdt,
    freezeHours: config.payoutSafety.freezeHours,
    chain,
    readForSession: auth.readForSession,
  });
  const caseDeps = {
    db,
    clock,
    outbox,
    storage,
    appName: config.appName,
    publicUrl: config.publicUrl,
    supportContact: config.supportContact,
  };
  const mediation = createMediationService({
    ...caseDeps,
    testEmail: config.mail.mediationTestEmail,
  });
  const cases = createCreditorCaseService({ ...caseDeps, readForSession: auth.readForSession });
  const reminders = createMediationReminders(caseDeps);
  app.decorate('runMediationReminders', () => reminders.sendDue());
  const remindersJob = startMediationRemindersJob(reminders, app.log);
  app.addHook('onClose', () => remindersJob.stop());

  const bulkJobs = createBulkJobs({
    db,
    clock,
    outbox,
    appName: config.appName,
    actions: bulkItemActions({ mediation, reminders, outbox }),
    log: app.log,
  });
  app.decorate('runBulkJobs', (options?: { maxItems?: number }) => bulkJobs.runPass(options));
  if (options.bulkJobsJob !== false) {
    const bulkJobsJob = startBulkJobsJob(bulkJobs, app.log);
    app.addHook('onClose', () => bulkJobsJob.stop());
  }

  await app.register(healthRoutes(database, config));
  await app.register(authRoutes(auth));
  await app.register(accountActivityRoutes(createAccountService({ db, clock }), requireUser));
  const wallets = createWalletsService({ db, clock, chain, sessionIdleMs: config.sessions.idleMs });
  await app.register(walletsRoutes(wallets, requireUser));
  const chainSync = createChainSync({
    db,
    clock,
    reads: chain.follower,
    confirmations: config.chainSync.confirmations,
    startBlock: config.chainSync.startBlock,
  });
  app.decorate('chainSync', chainSync);
  if (config.chainSync.enabled && config.chain.rpcUrl) {
    const chainSyncJob = startChainSyncJob(chainSync, app.log, config.chainSync.intervalMs);
    app.addHook('onClose', () => chainSyncJob.stop());
  }
  const objects = createObjectsService({ db, storage, clock });
  const uploadCleanup = startUploadCleanupJob(objects, app.log);
  app.addHook('onClose', () => uploadCleanup.stop());
  const photoCleaning = startPhotoCleaningJob(
    createPhotoCleaning({ db, storage, clock, log: app.log }),
    app.log,
  );
  app.addHook('onClose', () => photoCleaning.stop());
  await app.register(objectsRoutes({ objects, requireUser, auth, adminAuth }));
  await app.register(
    profileRoutes(
      createProfileService({ db, clock, objects, readForSession: auth.readForSession }),
      requireUser,
    ),
  );
  await app.register(withdrawalsRoutes(withdrawals, requireUser));
  await app.register(creditorCaseRoutes(cases, requireUser));
  // The sealing key is read (or, in development, generated) on the first seal.
  let sealKey: SigningKey | undefined;
  const signingKey = () =>
    (sealKey ??= loadSigningKey({
      p12File: config.agreement.p12File,
      password: config.agreement.p12Password,
      dataDir: config.dataDir,
      issuer: config.appName,
    }));
  const agreementCreditor = createAgreementCreditor({
    ...caseDeps,
    fallbackUrl: `http://localhost:${config.port}`,
    dataEncryptionKey: config.dataEncryptionKey,
    signingKey,
    destinationRules: {
      usdtContract: config.chain.usdtAddress,
      blocked: config.blockedDestinations,
    },
  });
  await app.register(agreementCreditorRoutes(agreementCreditor, requireUser));
  await app.register(verificationRoutes(agreementCreditor));
  const recovery = createRecoveryService({
    db,
    clock,
    outbox,
    appName: config.appName,
    dataEncryptionKey: config.dataEncryptionKey,
    freezeHours: config.payoutSafety.freezeHours,
  });
  await app.register(recoveryRoutes(recovery));
  const passwordChange = createPasswordChange({
    db,
    clock,
    outbox,
    appName: config.appName,
    freezeHours: config.payoutSafety.freezeHours,
  });
  await app.register(accountRoutes(passwordChange, requireUser));
  const require2fa = config.adminRequire2fa;
  const twoFactor = createTwoFactorService({
    db,
    clock,
    secretBox,
    appName: config.appName,
  });
  const signIn = createAdminSignInService({ db, clock, adminAuth, twoFactor, require2fa });
  await app.register(adminLoginRoutes(signIn, config.adminPathPrefix));
  const userAdmin = createUserAdminService({
    db,
    clock,
    outbox,
    appName: config.appName,
    freezeHours: config.payoutSafety.freezeHours,
  });
  await app.register(async (admin) => {
    guardAdminScope(admin);
    staffOpenApiRoute(admin, app);
    await admin.register(adminSessionRoutes(adminAuth, config.adminPathPrefix));
    await admin.register(mediationRoutes(mediation));
    await admin.register(stageTargetsRoutes(createStageTargets({ db, clock })));
    await admin.register(caseStaffRoutes(cases));
    await admin.register(
      agreementStaffRoutes(
        createAgreementStaff({ ...caseDeps, expiryDays: config.agreement.expiryDays }),
        createAgreementSettlement({ ...caseDeps, chain, signingKey }),
      ),
    );
    await admin.register(
      adminAccountRoutes(
        createAdminAccountService({ db, twoFactor, require2fa }),
        adminAuth,
        createStaffPasswordChange({ db, clock }),
      ),
    );
    await admin.register(staffRoutes(createStaffService({ db, clock, require2fa })));
    await admin.register(assignmentRoutes(createAssignmentService({ db, clock })));
    await admin.register(userAdminRoutes(userAdmin));
    await admin.register(walletAdminRoutes(createWalletAdminService({ db, chain })));
    await admin.register(chainStatusRoutes(chainSync));
    await admin.register(adminWithdrawalsRoutes(withdrawals));
    await admin.register(auditRoutes(createAuditService({ db, clock })));
    await admin.register(adminListsRoutes(createAdminListsService({ db, clock }), adminStats));
    await admin.register(savedViewsRoutes(createSavedViewsService({ db, clock })));
    await admin.register(adminExportRoutes(createAdminExportsService({ db, clock })));
    const testEmail = createAdminTestEmailService({
      db,
      clock,
      outbox,
      transport: mailer.kind,
      appName: config.appName,
    });
    await admin.register(adminTestEmailRoutes(testEmail));
    await admin.register(mailOutboxRoutes(outbox));
    await admin.register(bulkJobsRoutes(bulkJobs));
  });

  await registerWebApps(app, config, options.webRoot ?? path.resolve('dist/web'));
  return app;
}
