import {
  mailOutboxStatus,
  testSendgridInput,
  testSendgridResult,
  testSmtpInput,
  testSmtpResult,
} from '../admin-mail';

import { API } from '../endpoint-paths';
import { endpoint, errorsOf } from './define';

const failures = errorsOf(400, 429, 502);

/** The two test e-mail calls and the outbox's state. */
export const adminMail = {
  testSendgrid: endpoint(API.adminMail.testSendgrid, {
    body: testSendgridInput,
    response: { 200: testSendgridResult, ...failures },
  }),
  testSmtp: endpoint(API.adminMail.testSmtp, {
    body: testSmtpInput,
    response: { 200: testSmtpResult, ...failures },
  }),
  outbox: endpoint(API.adminMail.outbox, { response: { 200: mailOutboxStatus } }),
};
