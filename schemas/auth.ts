import { z } from 'zod';
import { decimalString, singleLineText } from './common';

export const loginInput = z.object({
  email: singleLineText({ max: 254, required: 'Requerido' }).min(1, 'Requerido'),
  password: singleLineText({ max: 1024, required: 'Requerido', trim: false }).min(1, 'Requerido'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  fullName: z.string().nullable(),
  cellphone: z.string().nullable(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  walletCount: z.number().int(),
  totalBalance: decimalString,
  /** New withdrawal orders are refused until then (docs/product/payout-safety.md#payout-freeze); null when not frozen. */
  frozenUntil: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const appConfig = z.object({
  appName: z.string(),
  installGate: z.boolean(),
  explorerUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;
