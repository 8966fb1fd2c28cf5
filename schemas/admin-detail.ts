import { z } from 'zod';
import { adminUser as adminUserRow } from './admin-users';
import { decimalString, multiLineText } from './common';
import { ID_PHOTO_SIDES, idPhotoRequests } from './profile';

/** The user and wallet detail dialogs: their reads, the on-chain figures and the user actions. */

export const userIdParam = z.object({ userId: z.uuid('Identificador de usuario inválido') });
export const walletIdParam = z.object({ walletId: z.uuid('Identificador de cartera inválido') });
export const addressParam = z.object({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Dirección inválida: 0x y 40 caracteres hexadecimales'),
});

/** The user detail (docs/product/admin-panel.md#user-detail; GET /api/admin/users/:userId): the list's row and the photo requests. */
export const adminUser = adminUserRow.omit({ openDisputes: true }).extend({ idPhotoRequests });
export type AdminUser = z.infer<typeof adminUser>;

/** The wallet detail (docs/product/admin-panel.md#wallet-detail): the dialog shows the list's row; on-chain figures load apart. */
export { adminWallet, type AdminWallet } from './admin-wallets';

/** GET /api/admin/wallet-blockchain-balance/:address, read now from the chain. */
export const chainBalance = z.object({
  usdtBalance: decimalString,
  /** In ETH (not wei). */
  ethBalance: decimalString,
});
export type ChainBalance = z.infer<typeof chainBalance>;

/** A transaction of the wallet detail (docs/product/admin-panel.md#wallet-detail), plus the USDT amount of a token transfer. */
export const adminChainTransaction = z.object({
  hash: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  /** ETH moved, in ETH (decimal string). */
  value: decimalString,
  asset: z.enum(['ETH', 'USDT']),
  /** USDT moved; null for ETH and for token calls whose amount is unknown ('Token TX'). */
  tokenValue: decimalString.nullable(),
  /** Unix seconds. */
  timestamp: z.number().int(),
  blockNumber: z.number().int(),
  gasUsed: z.string().nullable(),
  /** 1 = success ('Exitoso'), otherwise 'Fallido'. */
  status: z.number().int(),
});
export type AdminChainTransaction = z.infer<typeof adminChainTransaction>;

export const ID_PHOTO_REASON_MAX = 500;

/** POST /api/admin/users/:userId/id-photo-request. */
export const idPhotoRequestInput = z.object({
  side: z.enum(ID_PHOTO_SIDES, 'Indica si la foto es frontal o trasera'),
  reason: multiLineText({
    max: ID_PHOTO_REASON_MAX,
    maxMessage: `El motivo no puede pasar de ${ID_PHOTO_REASON_MAX} caracteres`,
    required: 'Escribe el motivo para el usuario',
  }).min(1, 'Escribe el motivo para el usuario'),
});
export type IdPhotoRequestInput = z.infer<typeof idPhotoRequestInput>;

/** POST /api/admin/users/:userId/end-sessions. */
export const endedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessions>;

/**
 * GET /api/admin/users/:userId/id-photo-history: ID photos replaced at staff's request, kept
 * as evidence (docs/product/profile-and-identity.md#evidence-kept); read at `url` like the
 * current ones, by the roles that may see ID photos.
 */
export const idPhotoHistory = z.object({
  photos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      side: z.enum(ID_PHOTO_SIDES),
      reason: z.string().nullable(),
      uploadedAt: z.string().nullable(),
      replacedAt: z.string(),
    }),
  ),
});
export type IdPhotoHistory = z.infer<typeof idPhotoHistory>;

/** GET /api/admin/identities-to-verify: users who sent a photo staff asked for. */
export const identitiesToVerify = z.object({
  /** How many there are (the list shows the first ones). */
  total: z.number().int(),
  users: z.array(
    z.object({ id: z.string(), email: z.string(), fullName: z.string(), resentAt: z.string() }),
  ),
});
export type IdentitiesToVerify = z.infer<typeof identitiesToVerify>;
