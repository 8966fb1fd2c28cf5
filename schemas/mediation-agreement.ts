import { z } from 'zod';
import { decimalString, multiLineText, personName, singleLineText } from './common';
import { USDT_DECIMALS, isPositiveAmount } from './money';
import { withdrawalAddress } from './withdrawals';
import { AGREEMENT_STATES } from './agreement-states';

/**
 * The signed agreement (docs/product/signed-agreement.md): the terms staff record, the agreement
 * issued for signature, the creditor's ceremony, the public verification and the settlement.
 */

export const PAYOUT_METHODS = ['usdt', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const USDT_AMOUNT = new RegExp(`^\\d{1,18}(\\.\\d{1,${USDT_DECIMALS}})?$`);
const METHOD_TEXT_MAX = 500;

/** PUT /api/admin/mediation-terms/:userId. */
export const termsInput = z
  .object({
    amount: z
      .string('Escribe el monto acordado')
      .trim()
      .regex(
        USDT_AMOUNT,
        `El monto acordado debe ser un número en USDT con hasta ${USDT_DECIMALS} decimales`,
      )
      .refine(
        (v) => !USDT_AMOUNT.test(v) || isPositiveAmount(v),
        'El monto acordado debe ser mayor que cero',
      ),
    method: z.enum(PAYOUT_METHODS, 'Elige la forma de pago'),
    methodText: multiLineText({
      max: METHOD_TEXT_MAX,
      maxMessage: `La forma de pago no puede pasar de ${METHOD_TEXT_MAX} caracteres`,
      required: 'Describe la forma de pago',
    })
      .optional()
      .transform((v) => v || undefined),
    payoutDays: z
      .number('Indica el plazo de pago en días')
      .int('El plazo de pago es un número entero de días')
      .min(1, 'El plazo de pago es de al menos 1 día')
      .max(3650, 'El plazo de pago no puede pasar de 3650 días'),
  })
  .refine((t) => t.method !== 'other' || !!t.methodText, {
    message: 'Describe la forma de pago',
    path: ['methodText'],
  });
export type TermsInput = z.input<typeof termsInput>;

/** The terms of a case as staff and the creditor read them. */
export const caseTerms = z.object({
  amount: decimalString,
  method: z.enum(PAYOUT_METHODS),
  methodText: z.string().nullable(),
  payoutDays: z.number().int(),
  /** The sum of the creditor's pretokenized balances now. */
  owed: decimalString,
  /** `amount` as a share of `owed`, '61.23' (two decimals, cut); null when nothing is owed. */
  percentOfOwed: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CaseTerms = z.infer<typeof caseTerms>;

/** GET /api/admin/mediation-terms/:userId. */
export const caseTermsAnswer = z.object({ terms: caseTerms.nullable() });
export type CaseTermsAnswer = z.infer<typeof caseTermsAnswer>;

// Without zod, so that the board showing them does not load it (agreement-states.ts).
export { AGREEMENT_STATES, AGREEMENT_STATE_LABELS, type AgreementState } from './agreement-states';

/** One issued agreement, as staff see it. */
export const staffAgreement = z.object({
  id: z.uuid(),
  /** 'ACU-20260115-3F9A0C21', printed on the agreement. */
  reference: z.string(),
  state: z.enum(AGREEMENT_STATES),
  amount: decimalString,
  method: z.enum(PAYOUT_METHODS),
  methodText: z.string().nullable(),
  payoutDays: z.number().int(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  viewedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  documentId: z.uuid(),
  signedDocumentId: z.uuid().nullable(),
  /** The 'Constancia de Liquidación' of the settlement that paid it, once settled. */
  certificateDocumentId: z.uuid().nullable(),
  verifyCode: z.string().nullable(),
  payoutAddress: z.string().nullable(),
});
export type StaffAgreement = z.infer<typeof staffAgreement>;

/** GET /api/admin/mediation-agreement/:userId: newest first. */
export const staffAgreementList = z.object({ agreements: z.array(staffAgreement) });
export type StaffAgreementList = z.infer<typeof staffAgreementList>;

/** POST /api/admin/mediation-agreement/:userId. */
export const issuedAgreement = z.object({
  id: z.uuid(),
  expiresAt: z.iso.datetime(),
  sha256: z.string(),
  emailSent: z.boolean(),
});
export type IssuedAgreement = z.infer<typeof issuedAgreement>;

/** GET /api/mediation/agreement: the agreement to sign, if any. */
export const creditorAgreement = z.discriminatedUnion('open', [
  z.object({ open: z.literal(false) }),
  z.object({
    open: z.literal(true),
    id: z.uuid(),
    state: z.enum(AGREEMENT_STATES),
    amount: decimalString,
    method: z.enum(PAYOUT_METHODS),
    methodText: z.string().nullable(),
    payoutDays: z.number().int(),
    issuedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    /** The agreement's text, page by page, to read in the app. */
    pages: z.array(z.string()),
    /** The issued PDF, among the creditor's documents. */
    documentId: z.uuid(),
    sha256: z.string(),
    /** The full name the typed name must match. */
    fullName: z.string(),
    /** Once signed. */
    verifyCode: z.string().nullable(),
    signedDocumentId: z.uuid().nullable(),
  }),
]);
export type CreditorAgreement = z.infer<typeof creditorAgreement>;

export { CONSENT_TEXT } from './creditor-case-texts';

/** A drawn signature: a PNG data URL, at most ~200 KB. */
const SIGNATURE_IMAGE_MAX = 280_000;

/** POST /api/mediation/agreement/sign. */
export const signAgreementInput = z.object({
  code: z
    .string('Escribe el código que te enviamos')
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos'),
  typedName: personName({ max: 200, required: 'Escribe tu nombre completo' }).min(
    1,
    'Escribe tu nombre completo',
  ),
  consent: z.literal(true, 'Debes aceptar firmar electrónicamente el acuerdo'),
  payoutAddress: withdrawalAddress.optional(),
  signatureImage: z
    .string('La firma dibujada no es válida')
    .max(SIGNATURE_IMAGE_MAX, 'La firma dibujada es demasiado grande')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'La firma dibujada no es válida')
    .optional(),
});
export type SignAgreementInput = z.input<typeof signAgreementInput>;

/** The answer of a signature. */
export const signedAgreement = z.object({
  documentId: z.uuid(),
  verifyCode: z.string(),
  sha256: z.string(),
});
export type SignedAgreement = z.infer<typeof signedAgreement>;

const DECLINE_MAX = 2000;
/** POST /api/mediation/agreement/decline. */
export const declineAgreementInput = z.object({
  reason: multiLineText({
    max: DECLINE_MAX,
    maxMessage: `El motivo no puede pasar de ${DECLINE_MAX} caracteres`,
    required: 'Escribe por qué no firmas el acuerdo',
  }).min(1, 'Escribe por qué no firmas el acuerdo'),
});
export type DeclineAgreementInput = z.infer<typeof declineAgreementInput>;

/** POST /api/mediation/agreement/code. */
export const agreementCodeSent = z.object({ expiresAt: z.iso.datetime(), email: z.string() });
export type AgreementCodeSent = z.infer<typeof agreementCodeSent>;

export const verifyParams = z.object({
  code: singleLineText({ max: 64 }).regex(/^[A-Za-z0-9-]+$/, 'Código de verificación inválido'),
});

/** GET /api/verify/:code (public). */
export const verification = z.object({
  title: z.string(),
  issuedAt: z.iso.datetime(),
  signedAt: z.iso.datetime().nullable(),
  /** 'Ana M. L. Ñ.' */
  signerMasked: z.string(),
  sha256: z.string(),
  valid: z.boolean(),
  /** 'Válido' or why not ('Anulado'). */
  status: z.string(),
});
export type Verification = z.infer<typeof verification>;

/** POST /api/admin/mediation-settlement/:userId. */
export const settlementInput = z.union([
  z.object({
    txHash: z
      .string('Escribe el hash de la transacción de pago')
      .trim()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'El hash de la transacción no es válido (0x y 64 caracteres)'),
  }),
  z.object({
    reference: singleLineText({ max: 200, required: 'Escribe la referencia del pago' }).min(
      1,
      'Escribe la referencia del pago',
    ),
    note: multiLineText({ max: 2000, required: 'Escribe una nota del pago' }).min(
      1,
      'Escribe una nota del pago',
    ),
  }),
]);
export type SettlementInput = z.input<typeof settlementInput>;

export const settledCase = z.object({
  settlementId: z.uuid(),
  amount: decimalString,
  owed: decimalString,
  wallets: z.number().int(),
  emailSent: z.boolean(),
});
export type SettledCase = z.infer<typeof settledCase>;

/** ?agreement= on the 'Para Firma' list. */
export const paraFirmaFilter = z.enum(['unsigned', 'declined'], 'Filtro de acuerdo inválido');
