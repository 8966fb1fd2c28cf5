/** The CSV files an owner can download from the dashboard (adminExportsApi[kind] in endpoint-paths.ts). */
export const ADMIN_EXPORTS = [
  { kind: 'users', label: 'Usuarios', file: 'usuarios' },
  { kind: 'wallets', label: 'Carteras', file: 'carteras' },
  { kind: 'withdrawals', label: 'Retiros', file: 'retiros' },
] as const;

export type AdminExportKind = (typeof ADMIN_EXPORTS)[number]['kind'];
