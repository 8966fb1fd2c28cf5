import { userIdParam } from '../admin-detail';
import { uuidParam } from '../common';
import { API } from '../endpoint-paths';
import { mediationUserParams } from '../mediation';
import {
  caseTerms,
  caseTermsAnswer,
  issuedAgreement,
  settledCase,
  settlementInput,
  staffAgreementList,
  termsInput,
} from '../mediation-agreement';
import {
  caseDocumentList,
  disputeAnswerInput,
  documentQuery,
  staffDispute,
  staffDisputeList,
} from '../mediation-case';
import { endpoint, errorsOf } from './define';

const caseErrors = errorsOf(400, 404, 409);
const agreementErrors = errorsOf(400, 404, 409, 429, 502);
const byUser = { params: mediationUserParams };

/** The staff's side of a case: documents, disputes, terms, the agreement and its settlement. */
export const adminCase = {
  documents: endpoint(API.adminCase.documents, {
    params: userIdParam,
    response: { 200: caseDocumentList, ...caseErrors },
  }),
  /** The PDF itself. */
  document: endpoint(API.adminCase.document, { params: uuidParam, querystring: documentQuery }),
  disputes: endpoint(API.adminCase.disputes, {
    params: userIdParam,
    response: { 200: staffDisputeList, ...caseErrors },
  }),
  answerDispute: endpoint(API.adminCase.answerDispute, {
    params: uuidParam,
    body: disputeAnswerInput,
    response: { 200: staffDispute, ...caseErrors },
  }),
  terms: endpoint(API.adminCase.terms, {
    ...byUser,
    response: { 200: caseTermsAnswer, ...agreementErrors },
  }),
  setTerms: endpoint(API.adminCase.setTerms, {
    ...byUser,
    body: termsInput,
    response: { 200: caseTerms, ...agreementErrors },
  }),
  agreements: endpoint(API.adminCase.agreements, {
    ...byUser,
    response: { 200: staffAgreementList, ...agreementErrors },
  }),
  issueAgreement: endpoint(API.adminCase.issueAgreement, {
    ...byUser,
    response: { 200: issuedAgreement, ...agreementErrors },
  }),
  settle: endpoint(API.adminCase.settle, {
    ...byUser,
    body: settlementInput,
    response: { 200: settledCase, ...agreementErrors },
  }),
};
