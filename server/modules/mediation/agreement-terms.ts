import { mediationStageLabel as label } from '@schemas/mediation';
import type { CaseTerms, TermsInput } from '@schemas/mediation-agreement';
import { BALANCE_DECIMALS, formatUsdtExact, toUnits } from '@schemas/money';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { findTerms, saveTerms, type TermsRow } from './agreement.repo';
import { lockCaseToAct, record, stageOf, TERMS_STAGE, type Acting } from './mediation-workflow';

/**
 * The agreed terms (docs/product/signed-agreement.md#agreed-terms): recorded by staff in 'En
 * Negociación' only, each change a timeline and audit entry, under the case's lock.
 */

/** `amount` as a percentage of `owed`, two decimals cut ('61.23'); null when nothing is owed. */
export function percentOf(amount: string, owed: string): string | null {
  const whole = toUnits(owed, BALANCE_DECIMALS);
  if (whole <= 0n) return null;
  const basisPoints = (toUnits(amount, BALANCE_DECIMALS) * 10_000n) / whole;
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
}

export function toCaseTerms(row: TermsRow, owed: string): CaseTerms {
  return {
    amount: row.amount,
    method: row.method === 'usdt' ? 'usdt' : 'other',
    methodText: row.methodText,
    payoutDays: row.payoutDays,
    owed,
    percentOfOwed: percentOf(row.amount, owed),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'Monto: 1,000.00 USDT · USDT (ERC-20) · Plazo: 30 días'. */
export function termsText(terms: {
  amount: string;
  method: string;
  methodText: string | null;
  payoutDays: number;
}) {
  const method = terms.method === 'usdt' ? 'USDT (ERC-20)' : (terms.methodText ?? 'Otra forma');
  const days = terms.payoutDays === 1 ? '1 día' : `${terms.payoutDays} días`;
  return `Monto: ${formatUsdtExact(terms.amount)} · ${method} · Plazo: ${days}`;
}

export async function setTerms(
  tx: DbOrTx,
  userId: string,
  input: Omit<TermsInput, 'payoutDays'> & { payoutDays: number },
  acting: Acting,
) {
  const stage = stageOf(await lockCaseToAct(tx, userId, acting.actor));
  if (stage !== TERMS_STAGE) {
    throw conflict(
      `Los términos se registran en la etapa ${label(TERMS_STAGE)}; este caso está en ${label(stage)}`,
    );
  }
  const methodText = input.method === 'other' ? (input.methodText ?? null) : null;
  await saveTerms(tx, {
    userId,
    amount: input.amount,
    method: input.method,
    methodText,
    payoutDays: input.payoutDays,
    updatedBy: acting.actor,
    updatedAt: acting.at,
  });
  await record(tx, acting, userId, {
    action: 'mediation.terms_set',
    details: {
      from: stage,
      amount: input.amount,
      method: input.method,
      ...(methodText ? { methodText } : {}),
      payoutDays: input.payoutDays,
      text: termsText({ ...input, methodText }),
    },
  });
  return (await findTerms(tx, userId))!;
}
