import { z } from 'zod';
import { decimalString, singleLineText } from './common';

/**
 * Staff roles, weakest first: each role may do everything the ones before it may. Every
 * /api/admin route declares the weakest role allowed (`config.minRole`).
 */
export const ADMIN_ROLES = ['viewer', 'operator', 'owner'] as const;
export const adminRole = z.enum(ADMIN_ROLES, 'Rol inválido');
export type AdminRole = z.infer<typeof adminRole>;

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  viewer: 'Lector',
  operator: 'Operador',
  owner: 'Propietario',
};

/** True when `role` may do what `minRole` allows. */
export const roleAllows = (role: AdminRole, minRole: AdminRole) =>
  ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(minRole);

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
