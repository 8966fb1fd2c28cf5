import { z } from 'zod';
import { uuidParam } from '../common';
import { API } from '../endpoint-paths';
import {
  agreementCodeSent,
  creditorAgreement,
  declineAgreementInput,
  signAgreementInput,
  signedAgreement,
  verification,
  verifyParams,
} from '../mediation-agreement';
import { caseDispute, creditorCase, disputeInput, documentQuery } from '../mediation-case';
import { endpoint, errorsOf } from './define';

const caseErrors = errorsOf(400, 404, 409);
const agreementErrors = errorsOf(400, 404, 409, 429, 502);
const done = z.object({ ok: z.literal(true) });

/** The creditor's case at /mediacion, and the public check of a sealed document's code. */
export const mediation = {
  case: endpoint(API.mediation.case, { response: { 200: creditorCase } }),
  /** The PDF itself. */
  document: endpoint(API.mediation.document, { params: uuidParam, querystring: documentQuery }),
  openDispute: endpoint(API.mediation.openDispute, {
    body: disputeInput,
    response: { 201: caseDispute, ...caseErrors },
  }),
  readReply: endpoint(API.mediation.readReply, {
    params: uuidParam,
    response: { 200: caseDispute, ...caseErrors },
  }),
  agreement: endpoint(API.mediation.agreement, { response: { 200: creditorAgreement } }),
  agreementViewed: endpoint(API.mediation.agreementViewed, {
    response: { 200: done, ...agreementErrors },
  }),
  agreementCode: endpoint(API.mediation.agreementCode, {
    response: { 200: agreementCodeSent, ...agreementErrors },
  }),
  sign: endpoint(API.mediation.sign, {
    body: signAgreementInput,
    response: { 200: signedAgreement, ...agreementErrors },
  }),
  decline: endpoint(API.mediation.decline, {
    body: declineAgreementInput,
    response: { 200: done, ...agreementErrors },
  }),
  verify: endpoint(API.mediation.verify, {
    params: verifyParams,
    response: { 200: verification, ...agreementErrors },
  }),
};
