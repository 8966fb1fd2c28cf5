import { z } from 'zod';
import { adminRole } from './admin';

/**
 * Staff management (owners) and a staff member's own account: second factor and sessions.
 */
export const STAFF_USERNAME = /^[A-Za-z0-9._@-]{3,100}$/;
export const staffUsername = z
  .string('Escribe el usuario')
  .trim()
  .regex(STAFF_USERNAME, 'El usuario debe tener de 3 a 100 letras, cifras, ".", "_", "-" o "@"');

export const staffMember = z.object({
  id: z.uuid(),
  username: z.string(),
  role: adminRole,
  twoFactorEnabled: z.boolean(),
  /** ISO time, or null if never. */
  lastSignInAt: z.string().nullable(),
  activeSessions: z.number().int(),
  disabled: z.boolean(),
  /** Still has the one-time password an owner gave (must change it at the first sign-in). */
  temporaryPassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffList = z.object({ staff: z.array(staffMember) });
export type StaffList = z.infer<typeof staffList>;

export const createStaffInput = z.object({ username: staffUsername, role: adminRole });
export type CreateStaffInput = z.infer<typeof createStaffInput>;

/** A member and the one-time password to hand over (shown once). */
export const staffWithPassword = z.object({ member: staffMember, temporaryPassword: z.string() });
export type StaffWithPassword = z.infer<typeof staffWithPassword>;

export const changeRoleInput = z.object({ role: adminRole });
export const staffIdParam = z.object({ staffId: z.uuid('Identificador inválido') });

/** GET /api/admin/account: the signed-in staff member's own security state. */
export const adminAccount = z.object({
  username: z.string(),
  role: adminRole,
  twoFactorEnabled: z.boolean(),
  /** The role must have a second factor (ADMIN_REQUIRE_2FA). */
  twoFactorRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const adminSessionItem = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AdminSessionItem = z.infer<typeof adminSessionItem>;
export const adminSessions = z.object({ sessions: z.array(adminSessionItem) });
export const sessionIdParam = z.object({ sessionId: z.uuid('Identificador inválido') });
export const endedSessions = z.object({ ended: z.number().int() });
