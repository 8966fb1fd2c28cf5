import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { mediationStageLabel as label } from '@schemas/mediation';
import type { SettledCase, SettlementInput } from '@schemas/mediation-agreement';
import {
  USDT_DECIMALS,
  compareAmounts,
  cutToDecimals,
  formatUsdtExact,
  subtractAmounts,
  sumAmounts,
} from '@schemas/money';
import type { ChainClient } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import { renderPdf } from '../../adapters/pdf/pdf-document';
import { sealPdf, type SigningKey } from '../../adapters/pdf/pdf-seal';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { MailOutbox } from '../mail/outbox.service';
import { zeroWalletBalancesOf } from '../wallets/wallets.service';
import { checkPayoutProof } from '../withdrawals/payout-proof';
import {
  findCurrentAgreement,
  findSettlementByHash,
  insertSettlement,
  lockCaseWallets,
} from './agreement.repo';
import { AGREEMENT_TITLE } from './agreement-document';
import { settledMail } from './agreement-mail';
import { forgetStored } from './case-documents';
import { caseMailContext } from './case-mail';
import { displayName } from './creditor-view';
import { longDate } from './mediation-documents';
import { insertDocuments } from './mediation-case.repo';
import {
  assertMayActOnCase,
  lockCaseToAct,
  moveCase,
  record,
  SETTLED_STAGE,
  SIGNED_STAGE,
  stageOf,
} from './mediation-workflow';
import { findCase, listCaseWallets } from './mediation.repo';
import type { Actor } from './mediation.service';

/**
 * 'Para Monetización' → 'Liquidado' (docs/product/signed-agreement.md#settlement-paid): the
 * settlement paid, proven on chain for USDT (the agreed amount cut to 6 decimals, to the address
 * given at signing, never used before) or by a reference; the balances set to zero in the same
 * transaction, one audit entry per wallet; a certificate of settlement for the creditor.
 */

export interface AgreementSettlementDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  storage: ObjectStorage;
  chain: ChainClient;
  appName: string;
  publicUrl: string | undefined;
  /** The seal of signed agreements, on the certificate too (docs/decisions/signed-agreement.md#the-seal). */
  signingKey: () => SigningKey;
}

const SETTLEMENT = { this: 'esta liquidación', the: 'la liquidación', of: 'de la liquidación' };
const CERTIFICATE_TITLE = 'Constancia de Liquidación';

/** How the payment is spread over the wallets: in order, each up to its balance; any rest on the last. */
export function spreadPayment(balances: readonly string[], paid: string): string[] {
  let left = paid;
  return balances.map((balance, i) => {
    const last = i === balances.length - 1;
    const share = last || compareAmounts(left, balance) < 0 ? left : balance;
    left = subtractAmounts(left, share);
    return share;
  });
}

/** The signed case, read; or locked for a change by `lockFor` (the assignment guard applies). */
async function signedCase(db: DbOrTx, userId: string, lockFor?: string) {
  const user = lockFor ? await lockCaseToAct(db, userId, lockFor) : await findCase(db, userId);
  const stage = stageOf(user);
  if (stage !== SIGNED_STAGE) {
    throw conflict(
      `La liquidación se registra en la etapa ${label(SIGNED_STAGE)}; este caso está en ${label(stage)}`,
    );
  }
  const agreement = await findCurrentAgreement(db, userId);
  if (agreement?.status !== 'signed') throw conflict('El caso no tiene un acuerdo firmado');
  return { user: user!, stage, agreement };
}

export function createAgreementSettlement(deps: AgreementSettlementDeps) {
  const { db, clock, outbox, storage, chain } = deps;

  return {
    async settle(userId: string, input: SettlementInput, who: Actor): Promise<SettledCase> {
      const at = clock.now();
      await assertMayActOnCase(db, userId, who.actor);
      const { user, agreement } = await signedCase(db, userId);
      const usdt = 'txHash' in input;
      const other = 'reference' in input ? input : null;
      if (usdt !== (agreement.method === 'usdt')) {
        throw conflict(
          agreement.method === 'usdt'
            ? 'El acuerdo se paga en USDT: indica el hash de la transacción de pago'
            : 'El acuerdo se paga por otra forma: indica la referencia y una nota del pago',
        );
      }
      const paid = cutToDecimals(agreement.amount, USDT_DECIMALS);
      const txHash = usdt ? (input.txHash.toLowerCase() as `0x${string}`) : null;
      if (txHash) {
        if (await findSettlementByHash(db, txHash)) {
          throw conflict(
            'Ese pago ya se registró en otra liquidación: un hash liquida un solo caso',
          );
        }
        await checkPayoutProof(
          chain,
          { amount: paid, withdrawalAddress: agreement.payoutAddress ?? '' },
          txHash,
          SETTLEMENT,
        );
      }
      const wallets = await listCaseWallets(db, user.email);
      const owed = sumAmounts(wallets.map((w) => w.balance));
      const settlementId = randomUUID();
      const reference = `LIQ-${randomBytes(4).toString('hex').toUpperCase()}`;
      const payoutLink = txHash ? `${chain.explorerUrl}/tx/${txHash}` : null;
      const unsealed = await renderPdf({
        issuer: deps.appName,
        title: CERTIFICATE_TITLE,
        reference,
        dateText: `Fecha: ${longDate.format(at)}`,
        subject: 'Constancia de liquidación de saldos',
        createdAt: at,
        blocks: [
          {
            kind: 'paragraph',
            text: `${deps.appName} hace constar que pagó a ${displayName(user)} el monto acordado en el Acuerdo de Liquidación ${agreement.reference}, y que los saldos de sus carteras quedaron liquidados.`,
          },
          {
            kind: 'fields',
            rows: [
              ['Titular', displayName(user)],
              ['Monto pagado', formatUsdtExact(paid)],
              ['Saldo total adeudado', formatUsdtExact(owed)],
              [
                'Pago',
                txHash
                  ? `USDT a ${agreement.payoutAddress ?? ''} · transacción ${txHash}`
                  : `${other?.reference ?? ''}`,
              ],
              ['Fecha', longDate.format(at)],
            ],
          },
          {
            kind: 'table',
            columns: [
              { header: 'Cartera', width: 0.5, mono: true },
              { header: 'Saldo liquidado', width: 0.5, align: 'right' },
            ],
            rows: wallets.map((w) => [w.address, formatUsdtExact(w.balance)]),
          },
        ],
      });
      const certificate = await sealPdf(unsealed, deps.signingKey(), {
        reason: `${CERTIFICATE_TITLE} ${reference} (${AGREEMENT_TITLE} ${agreement.reference})`,
        name: deps.appName,
        location: 'México',
        contactInfo: user.email,
        at,
      });
      const storageKey = `documents/${randomUUID()}`;
      const { keyId } = await storage.put(storageKey, Readable.from([certificate]));
      try {
        const { delivery } = await outbox.commitWithMail(async (tx, mail) => {
          const locked = await signedCase(tx, userId, who.actor);
          if (locked.agreement.id !== agreement.id)
            throw conflict('El acuerdo del caso cambió; intenta de nuevo');
          const current = await lockCaseWallets(tx, user.email);
          if (compareAmounts(sumAmounts(current.map((w) => w.balance)), owed) !== 0) {
            throw conflict(
              'Los saldos del usuario cambiaron mientras se registraba; intenta de nuevo',
            );
          }
          const acting = { actor: who.actor, ip: who.ip, at };
          const [document] = await insertDocuments(tx, [
            {
              kind: 'settlement-certificate',
              title: CERTIFICATE_TITLE,
              filename: `constancia-de-liquidacion-${reference}.pdf`,
              reference,
              storageKey,
              keyId,
              size: certificate.length,
              sha256: createHash('sha256').update(certificate).digest('hex'),
              userId,
              createdAt: at,
            },
          ]);
          await insertSettlement(tx, {
            id: settlementId,
            userId,
            agreementId: agreement.id,
            amount: paid,
            txHash,
            reference: other?.reference ?? null,
            note: other?.note ?? null,
            owed,
            certificateDocumentId: document!.id,
            actor: who.actor,
            createdAt: at,
          }).catch((err: unknown) => {
            throw isUniqueViolation(err)
              ? conflict(
                  'Ese pago ya se registró en otra liquidación: un hash liquida un solo caso',
                )
              : err;
          });
          const shares = spreadPayment(
            current.map((w) => w.balance),
            paid,
          );
          for (const [i, wallet] of current.entries()) {
            const share = shares[i]!;
            await writeAudit(
              tx,
              {
                actor: who.actor,
                action: 'mediation.wallet_settled',
                target: `user:${userId}`,
                ip: who.ip,
                details: {
                  settlementId,
                  wallet: wallet.address,
                  owed: wallet.balance,
                  paid: share,
                  difference: subtractAmounts(wallet.balance, share),
                },
              },
              at,
            );
          }
          await zeroWalletBalancesOf(tx, user.email);
          await moveCase(tx, { userId, to: SETTLED_STAGE, via: 'settlement' }, acting);
          await record(tx, acting, userId, {
            action: 'mediation.settled',
            details: {
              from: SIGNED_STAGE,
              to: SETTLED_STAGE,
              settlementId,
              amount: paid,
              owed,
              ...(txHash ? { txHash } : { reference: other?.reference ?? '' }),
              text: txHash ? `Pago ${txHash}` : `Referencia ${other?.reference ?? ''}`,
            },
          });
          await mail(
            settledMail(caseMailContext(deps, user), {
              amount: paid,
              payoutLink,
              reference: other?.reference ?? null,
              attachment: {
                filename: `constancia-de-liquidacion-${reference}.pdf`,
                content: certificate,
                contentType: 'application/pdf',
              },
            }),
          );
        });
        return {
          settlementId,
          amount: paid,
          owed,
          wallets: wallets.length,
          emailSent: delivery.sent,
        };
      } catch (err) {
        await forgetStored(storage, [{ storageKey }]);
        throw err;
      }
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (err as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export type AgreementSettlement = ReturnType<typeof createAgreementSettlement>;
