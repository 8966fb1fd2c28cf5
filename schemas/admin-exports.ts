/** The CSV files an owner can download from the dashboard (GET /api/admin/export/{kind}). */
export const ADMIN_EXPORTS = [
  { kind: 'users', label: 'Usuarios', file: 'usuarios' },
  { kind: 'wallets', label: 'Carteras', file: 'carteras' },
  { kind: 'withdrawals', label: 'Retiros', file: 'retiros' },
] as const;

export type AdminExportKind = (typeof ADMIN_EXPORTS)[number]['kind'];

export const adminExportPath = (kind: AdminExportKind) => `/api/admin/export/${kind}`;
