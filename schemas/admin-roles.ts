/**
 * Staff roles, weakest first: each role may do everything the ones before it may. Every
 * /api/admin route declares the weakest role allowed (`config.minRole`). No zod here: the admin
 * app's entry checks roles, and zod loads with the first form instead.
 */
export const ADMIN_ROLES = ['viewer', 'operator', 'owner'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  viewer: 'Lector',
  operator: 'Operador',
  owner: 'Propietario',
};

/** True when `role` may do what `minRole` allows. */
export const roleAllows = (role: AdminRole, minRole: AdminRole) =>
  ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(minRole);

/** Roles (docs/product/users-and-roles.md#staff-roles): viewers read lists and figures, operators also see ID photos (current and replaced). */
export const ID_PHOTO_MIN_ROLE: AdminRole = 'operator';
