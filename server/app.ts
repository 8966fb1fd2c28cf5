import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { createAdminAuthService } from './modules/admin/admin-auth.service';
import { createAdminStatsService } from './modules/admin/admin-stats.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
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
import { startMailOutboxJob } from './jobs/mail-outbox';
import { createMailOutbox } from './modules/mail/outbox.service';
import { adminWithdrawalsRoutes } from './modules/withdrawals/admin-withdrawals.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { createRecoveryService } from './modules/recovery/recovery.service';
import { registerAdminAuth } from './plugins/admin-auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerWebApps } from './plugins/web-apps';

z.config(z.locales.es());

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** Folder with the built web apps (user/ and admin/); omitted in API-only tests. */
  webRoot?: string;
}

export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config, database, clock } = deps;
  const db = database.db;
  const proxyHops = config.trustProxy;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // A hop count, never `true`: trusting every hop would let clients pick their own IP.
    trustProxy: proxyHops === false ? false : (_address, hop) => hop < proxyHops,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(cookie);

  const auth = createAuthService(db, clock);
  const adminAuth = createAdminAuthService(db, clock);
  const { requireUser } = registerSession(app, auth);
  const { guardAdminScope } = registerAdminAuth(app, adminAuth);
  const outbox = createMailOutbox(db, deps.mailer, clock, app.log);
  const outboxJob = startMailOutboxJob(outbox, app.log);
  app.addHook('onClose', () => outboxJob.stop());
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    outbox,
    appName: config.appName,
    chain: deps.chain,
  });

  await app.register(healthRoutes(database, config));
  await app.register(authRoutes(auth, requireUser));
  await app.register(walletsRoutes(createWalletsService(db, clock, deps.chain), requireUser));
  const objects = createObjectsService(db, deps.storage, clock);
  await app.register(objectsRoutes({ objects, requireUser, auth, adminAuth }));
  await app.register(profileRoutes(createProfileService(db, objects), requireUser));
  await app.register(withdrawalsRoutes(withdrawals, requireUser));
  await app.register(recoveryRoutes(createRecoveryService(deps, app.log)));
  await app.register(adminLoginRoutes(adminAuth));
  const userAdmin = createUserAdminService({
    db,
    clock,
    storage: deps.storage,
    outbox,
    appName: config.appName,
  });
  await app.register(async (admin) => {
    guardAdminScope(admin);
    await admin.register(adminSessionRoutes(adminAuth, createAdminStatsService(db)));
    await admin.register(userAdminRoutes(userAdmin));
    await admin.register(walletAdminRoutes(createWalletAdminService(db, deps.chain)));
    await admin.register(adminWithdrawalsRoutes(withdrawals));
    await admin.register(auditRoutes(createAuditService(db)));
  });

  await registerWebApps(app, config, options.webRoot ?? path.resolve('dist/web'));
  return app;
}
