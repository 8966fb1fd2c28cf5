import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@schemas/common';
import { mediationUserParams } from '@schemas/mediation';
import {
  agreementCodeSent,
  caseTerms,
  caseTermsAnswer,
  creditorAgreement,
  declineAgreementInput,
  issuedAgreement,
  settledCase,
  settlementInput,
  signAgreementInput,
  signedAgreement,
  staffAgreementList,
  termsInput,
  verification,
  verifyParams,
} from '@schemas/mediation-agreement';
import { currentAdmin } from '../../plugins/admin-auth';
import { currentUser, type RequireUser } from '../../plugins/session';
import type { AgreementCreditor } from './agreement-creditor.service';
import type { AgreementSettlement } from './agreement-settlement';
import type { AgreementStaff } from './agreement.service';

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
} as const;
const done = z.object({ ok: z.literal(true) });

/** Staff's routes of the signed agreement; registered inside the guarded admin scope. */
export const agreementStaffRoutes =
  (staff: AgreementStaff, settlement: AgreementSettlement): FastifyPluginAsyncZod =>
  async (app) => {
    const actor = (request: Parameters<typeof currentAdmin>[0]) => ({
      actor: `admin:${currentAdmin(request).username}`,
      ip: request.ip,
    });
    const byUser = { params: mediationUserParams };

    app.get(
      '/api/admin/mediation-terms/:userId',
      {
        config: { minRole: 'viewer' },
        schema: { ...byUser, response: { 200: caseTermsAnswer, ...errors } },
      },
      async (request) => staff.terms(request.params.userId),
    );

    app.put(
      '/api/admin/mediation-terms/:userId',
      {
        config: { minRole: 'operator' },
        schema: { ...byUser, body: termsInput, response: { 200: caseTerms, ...errors } },
      },
      async (request) => staff.setTerms(request.params.userId, request.body, actor(request)),
    );

    app.get(
      '/api/admin/mediation-agreement/:userId',
      {
        config: { minRole: 'viewer' },
        schema: { ...byUser, response: { 200: staffAgreementList, ...errors } },
      },
      async (request) => staff.agreements(request.params.userId),
    );

    app.post(
      '/api/admin/mediation-agreement/:userId',
      {
        config: { minRole: 'operator' },
        schema: { ...byUser, response: { 200: issuedAgreement, ...errors } },
      },
      async (request) => staff.issue(request.params.userId, actor(request)),
    );

    app.post(
      '/api/admin/mediation-settlement/:userId',
      {
        config: { minRole: 'operator' },
        schema: { ...byUser, body: settlementInput, response: { 200: settledCase, ...errors } },
      },
      async (request) => settlement.settle(request.params.userId, request.body, actor(request)),
    );
  };

/** The creditor's signature ceremony at /mediacion. */
export const agreementCreditorRoutes =
  (creditor: AgreementCreditor, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    const signer = (request: Parameters<typeof currentUser>[0]) => ({
      userId: currentUser(request).id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    app.get(
      '/api/mediation/agreement',
      { onRequest: requireUser, schema: { response: { 200: creditorAgreement } } },
      async (request) => creditor.view(currentUser(request).id),
    );

    app.post(
      '/api/mediation/agreement/viewed',
      { onRequest: requireUser, schema: { response: { 200: done, ...errors } } },
      async (request) => {
        await creditor.viewed(signer(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/api/mediation/agreement/code',
      { onRequest: requireUser, schema: { response: { 200: agreementCodeSent, ...errors } } },
      async (request) => creditor.sendCode(signer(request)),
    );

    app.post(
      '/api/mediation/agreement/sign',
      {
        onRequest: requireUser,
        schema: { body: signAgreementInput, response: { 200: signedAgreement, ...errors } },
      },
      async (request) => creditor.sign(request.body, signer(request)),
    );

    app.post(
      '/api/mediation/agreement/decline',
      {
        onRequest: requireUser,
        schema: { body: declineAgreementInput, response: { 200: done, ...errors } },
      },
      async (request) => {
        await creditor.decline(request.body.reason, signer(request));
        return { ok: true as const };
      },
    );
  };

/** Public, no sign-in: what the code printed under the QR says of its document. */
export const verificationRoutes =
  (creditor: AgreementCreditor): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/verify/:code',
      { schema: { params: verifyParams, response: { 200: verification, ...errors } } },
      async (request) => creditor.verify(request.params.code, request.ip),
    );
  };
