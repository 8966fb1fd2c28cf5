import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import { currentUser, type RequireUser } from '../../plugins/session';
import type { AgreementCreditor } from './agreement-creditor.service';
import type { AgreementSettlement } from './agreement-settlement';
import type { AgreementStaff } from './agreement.service';

/** Staff's routes of the signed agreement; registered inside the guarded admin scope. */
export const agreementStaffRoutes =
  (staff: AgreementStaff, settlement: AgreementSettlement): FastifyPluginAsyncZod =>
  async (app) => {
    const api = endpoints.adminCase;
    const actor = (request: Parameters<typeof currentAdmin>[0]) => ({
      actor: `admin:${currentAdmin(request).username}`,
      ip: request.ip,
    });
    const read = { config: { minRole: 'viewer' } } as const;
    const act = { config: { minRole: 'operator' } } as const;

    route(app, api.terms, read, async (request) => staff.terms(request.params.userId));

    route(app, api.setTerms, act, async (request) =>
      staff.setTerms(request.params.userId, request.body, actor(request)),
    );

    route(app, api.agreements, read, async (request) => staff.agreements(request.params.userId));

    route(app, api.issueAgreement, act, async (request) =>
      staff.issue(request.params.userId, actor(request)),
    );

    route(app, api.settle, act, async (request) =>
      settlement.settle(request.params.userId, request.body, actor(request)),
    );
  };

/** The creditor's signature ceremony at /mediacion. */
export const agreementCreditorRoutes =
  (creditor: AgreementCreditor, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    const api = endpoints.mediation;
    const signedIn = { onRequest: requireUser };
    const signer = (request: Parameters<typeof currentUser>[0]) => ({
      userId: currentUser(request).id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    route(app, api.agreement, signedIn, async (request) => creditor.view(currentUser(request).id));

    route(app, api.agreementViewed, signedIn, async (request) => {
      await creditor.viewed(signer(request));
      return { ok: true as const };
    });

    route(app, api.agreementCode, signedIn, async (request) => creditor.sendCode(signer(request)));

    route(app, api.sign, signedIn, async (request) => creditor.sign(request.body, signer(request)));

    route(app, api.decline, signedIn, async (request) => {
      await creditor.decline(request.body.reason, signer(request));
      return { ok: true as const };
    });
  };

/** Public, no sign-in: what the code printed under the QR says of its document. */
export const verificationRoutes =
  (creditor: AgreementCreditor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.mediation.verify, {}, async (request) =>
      creditor.verify(request.params.code, request.ip),
    );
  };
