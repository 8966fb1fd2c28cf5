/** The creditor's case words and limits without zod, for the screens that show them (mediation-case.ts and mediation-agreement.ts re-export). */

/** The most a dispute's reason, or staff's reply to it, may say. */
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_REPLY_MAX = 2000;

/** The consent the creditor ticks before signing (docs/product/signed-agreement.md#signing-in-the-app). */
export const CONSENT_TEXT =
  'Acepto firmar electrónicamente este acuerdo y que mi firma electrónica tenga la misma validez que mi firma autógrafa';
