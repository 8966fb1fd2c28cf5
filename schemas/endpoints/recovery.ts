import { API } from '../endpoint-paths';
import { recoveryAnswer, sendCodeInput, verifyCodeInput } from '../recovery';
import { endpoint, errorsOf } from './define';

const errors = errorsOf(400, 429);

export const recovery = {
  sendCode: endpoint(API.recovery.sendCode, {
    body: sendCodeInput,
    response: { 200: recoveryAnswer, ...errors },
  }),
  verifyCode: endpoint(API.recovery.verifyCode, {
    body: verifyCodeInput,
    response: { 200: recoveryAnswer, ...errors },
  }),
};
