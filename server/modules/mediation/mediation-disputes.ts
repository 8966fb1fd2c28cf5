import { mediationStageId } from '@schemas/mediation';
import type { DisputeAnswerInput, DisputeInput } from '@schemas/mediation-case';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { disputesClosedReason } from './creditor-view';
import {
  answerOpenDispute,
  findDispute,
  findOwnWallet,
  hasDocumentOfKind,
  insertDispute,
  listOpenDisputes,
  watchPending,
} from './mediation-case.repo';
import { lockCaseToAct, record, stageOf, type Acting } from './mediation-workflow';
import { lockCase } from './mediation.repo';
import { firstReminderAt } from './reminder-schedule';

/**
 * Balance disputes (docs/product/creditor-case.md#balance-disputes): the creditor disagrees with
 * one wallet's balance, staff accept or reject it with a reply. Both run under the case's row
 * lock, like the moves, so a dispute and the move to 'Para Firma' never cross.
 */

export const NOT_INVITED = 'No tienes un proceso de mediación activo';
export const WALLET_NOT_FOUND = 'Cartera no encontrada';
export const DISPUTE_NOT_FOUND = 'Desacuerdo no encontrado';
const ALREADY_OPEN =
  'Ya tienes un desacuerdo abierto sobre esta cartera. Te avisaremos cuando lo respondamos.';
const ALREADY_ANSWERED = 'Este desacuerdo ya fue respondido';

/** Opens the creditor's dispute on one of their wallets; `acting.actor` is 'user:<id>'. */
export async function openDispute(tx: DbOrTx, userId: string, input: DisputeInput, acting: Acting) {
  const user = await lockCase(tx, userId);
  if (!user || user.mediationStatus === null) throw conflict(NOT_INVITED);
  const stage = mediationStageId.parse(user.mediationStatus);
  const closed = disputesClosedReason(stage, await hasDocumentOfKind(tx, userId, 'statement'));
  if (closed) throw conflict(closed);
  const wallet = await findOwnWallet(tx, user.email, input.walletId);
  if (!wallet) throw notFound(WALLET_NOT_FOUND);
  // The case lock makes this check and the insert one step; the unique index backs it up.
  const open = await listOpenDisputes(tx, userId);
  if (open.some((d) => d.walletId === wallet.id)) throw conflict(ALREADY_OPEN);
  const dispute = await insertDispute(tx, {
    userId,
    walletId: wallet.id,
    address: wallet.address,
    walletName: wallet.name,
    balance: wallet.balance,
    reason: input.reason,
    createdAt: acting.at,
  });
  await record(tx, acting, userId, {
    action: 'mediation.dispute_opened',
    details: { from: stage, text: input.reason, ...disputeDetails(dispute) },
  });
  return { dispute, user };
}

const disputeDetails = (dispute: { id: string; address: string; walletName: string | null }) => ({
  disputeId: dispute.id,
  wallet: dispute.address,
  walletName: dispute.walletName,
});

/** Staff's answer; the creditor reads the reply, and is reminded until they do. */
export async function answerDispute(
  tx: DbOrTx,
  disputeId: string,
  answer: DisputeAnswerInput,
  acting: Acting,
) {
  const found = await findDispute(tx, disputeId);
  if (!found) throw notFound(DISPUTE_NOT_FOUND);
  const user = await lockCaseToAct(tx, found.userId, acting.actor);
  const stage = stageOf(user);
  const dispute = await answerOpenDispute(tx, disputeId, {
    ...answer,
    answeredBy: acting.actor,
    at: acting.at,
  });
  if (!dispute) throw conflict(ALREADY_ANSWERED);
  await watchPending(tx, {
    userId: dispute.userId,
    kind: 'dispute-reply',
    subject: dispute.id,
    since: acting.at,
    firstAt: firstReminderAt(acting.at),
  });
  await record(tx, acting, dispute.userId, {
    action: 'mediation.dispute_answered',
    details: {
      from: stage,
      text: answer.reply,
      ...disputeDetails(dispute),
      accepted: answer.accepted,
    },
  });
  return { dispute, user: user! };
}
