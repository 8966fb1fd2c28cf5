/*
 * The staff module's public surface over the staff tables it owns (docs/decisions/module-surfaces.md):
 * other modules read a staff account, set its fields and end its panel sessions through this
 * file, never through staff.repo.ts.
 */
export { deleteAdminTokensOf, findAdminById, listAdmins, updateAdmin } from './staff.repo';
export { setStaffPassword } from './staff-password';
