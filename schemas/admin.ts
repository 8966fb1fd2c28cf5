import { z } from 'zod';
import { ADMIN_ROLES } from './admin-roles';
import { decimalString, singleLineText } from './common';

export const adminRole = z.enum(ADMIN_ROLES, 'Rol inválido');

const ALL_FIELDS_REQUIRED = 'Todos los campos son requeridos';

export const adminLoginInput = z.object({
  username: singleLineText({ max: 100, required: ALL_FIELDS_REQUIRED }).min(1, ALL_FIELDS_REQUIRED),
  password: singleLineText({ max: 1024, required: ALL_FIELDS_REQUIRED, trim: false }).min(
    1,
    ALL_FIELDS_REQUIRED,
  ),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

/** GET /api/admin/session: who is signed in, so the panel shows only what the role may do. */
export const adminSession = z.object({ username: z.string(), role: adminRole });
export type AdminSession = z.infer<typeof adminSession>;

export const adminStats = z.object({
  totalUsers: z.number().int(),
  totalWallets: z.number().int(),
  totalUSDTBalance: decimalString,
  usersWithCompleteProfile: z.number().int(),
  usersWithAdminVerification: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;
