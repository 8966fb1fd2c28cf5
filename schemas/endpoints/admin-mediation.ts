import { errorResponse } from '../common';
import { API } from '../endpoint-paths';
import {
  caseNoteInput,
  mediationCasePage,
  mediationMembership,
  mediationStageParams,
  mediationStats,
  mediationUserInput,
  mediationUserParams,
  moveCaseInput,
  movedCase,
  sentDocuments,
  sentTestDocuments,
  stageListQuery,
  testDocumentsTarget,
  timelineEntry,
  timelinePage,
} from '../mediation';
import {
  mediationCharts,
  mediationOverdue,
  stageTargets,
  stageTargetsInput,
} from '../mediation-board';
import { pageQuery } from '../paging';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 403, 404, 409, 502);

/** The mediation board, invitations, documents, stage targets and charts. */
export const adminMediation = {
  stats: endpoint(API.adminMediation.stats, { response: { 200: mediationStats } }),
  cases: endpoint(API.adminMediation.cases, {
    params: mediationStageParams,
    querystring: stageListQuery,
    response: { 200: mediationCasePage, ...errors },
  }),
  move: endpoint(API.adminMediation.move, {
    params: mediationUserParams,
    body: moveCaseInput,
    response: { 200: movedCase, ...errors },
  }),
  invite: endpoint(API.adminMediation.invite, {
    body: mediationUserInput,
    response: { 200: mediationMembership, ...errors },
  }),
  remove: endpoint(API.adminMediation.remove, {
    params: mediationUserParams,
    response: { 200: mediationMembership, ...errors },
  }),
  sendDocuments: endpoint(API.adminMediation.sendDocuments, {
    body: mediationUserInput,
    response: { 200: sentDocuments, ...errors },
  }),
  testDocumentsTarget: endpoint(API.adminMediation.testDocumentsTarget, {
    response: { 200: testDocumentsTarget },
  }),
  sendTestDocuments: endpoint(API.adminMediation.sendTestDocuments, {
    response: { 200: sentTestDocuments, ...errors },
  }),
  addNote: endpoint(API.adminMediation.addNote, {
    params: mediationUserParams,
    body: caseNoteInput,
    response: { 201: timelineEntry, ...errors },
  }),
  timeline: endpoint(API.adminMediation.timeline, {
    params: mediationUserParams,
    querystring: pageQuery,
    response: { 200: timelinePage, ...errors },
  }),
  targets: endpoint(API.adminMediation.targets, { response: { 200: stageTargets } }),
  setTargets: endpoint(API.adminMediation.setTargets, {
    body: stageTargetsInput,
    response: { 200: stageTargets, 400: errorResponse, 403: errorResponse },
  }),
  overdue: endpoint(API.adminMediation.overdue, { response: { 200: mediationOverdue } }),
  charts: endpoint(API.adminMediation.charts, { response: { 200: mediationCharts } }),
};
