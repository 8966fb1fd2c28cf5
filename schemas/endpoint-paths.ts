/**
 * Every API endpoint's method and path, zod-free (docs/decisions/endpoint-contract.md): the web
 * apps build their calls and query keys from this table without loading zod
 * (docs/decisions/web-speed.md#less-code-first). The schemas of each endpoint are declared once
 * beside it in schemas/endpoints/, which the server registers its routes from.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint's place: its method and its Fastify-style path (`/api/x/:id`). Entries are plain
 * literals (no call), so the bundler drops every area a screen does not import. */
export interface EndpointPath<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export const healthApi = {
  live: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
  appConfig: { method: 'GET', path: '/api/app-config' },
} as const;

export const authApi = {
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
} as const;

export const accountApi = {
  activity: { method: 'GET', path: '/api/account/activity' },
  endOtherSessions: { method: 'POST', path: '/api/account/sessions/end-others' },
  changePassword: { method: 'PUT', path: '/api/account/password' },
} as const;

export const recoveryApi = {
  sendCode: { method: 'POST', path: '/api/password-recovery/send-code' },
  verifyCode: { method: 'POST', path: '/api/password-recovery/verify-code' },
} as const;

export const walletsApi = {
  list: { method: 'GET', path: '/api/wallets' },
  refreshAll: { method: 'POST', path: '/api/wallets/refresh-all' },
  get: { method: 'GET', path: '/api/wallets/:id' },
  refresh: { method: 'POST', path: '/api/wallets/:id/refresh' },
  transactions: { method: 'GET', path: '/api/wallets/:id/transactions' },
} as const;

export const objectsApi = {
  upload: { method: 'POST', path: '/api/objects/upload' },
  receive: { method: 'PUT', path: '/api/objects/uploads/:id' },
  get: { method: 'GET', path: '/api/objects/:id' },
} as const;

export const profileApi = {
  get: { method: 'GET', path: '/api/profile' },
  update: { method: 'PUT', path: '/api/profile' },
  idPhoto: { method: 'PUT', path: '/api/profile/id-photo' },
} as const;

export const withdrawalsApi = {
  list: { method: 'GET', path: '/api/withdrawals' },
  checkDestination: { method: 'POST', path: '/api/withdrawals/destination-check' },
  create: { method: 'POST', path: '/api/withdrawals' },
  cancel: { method: 'POST', path: '/api/withdrawals/:id/cancel' },
} as const;

export const mediationApi = {
  case: { method: 'GET', path: '/api/mediation' },
  document: { method: 'GET', path: '/api/mediation/documents/:id' },
  openDispute: { method: 'POST', path: '/api/mediation/disputes' },
  readReply: { method: 'POST', path: '/api/mediation/disputes/:id/read' },
  agreement: { method: 'GET', path: '/api/mediation/agreement' },
  agreementViewed: { method: 'POST', path: '/api/mediation/agreement/viewed' },
  agreementCode: { method: 'POST', path: '/api/mediation/agreement/code' },
  sign: { method: 'POST', path: '/api/mediation/agreement/sign' },
  decline: { method: 'POST', path: '/api/mediation/agreement/decline' },
  verify: { method: 'GET', path: '/api/verify/:code' },
} as const;

export const adminSignInApi = {
  login: { method: 'POST', path: '/api/admin/login' },
  newPassword: { method: 'POST', path: '/api/admin/login/new-password' },
  totpSetup: { method: 'POST', path: '/api/admin/login/totp-setup' },
  totpConfirm: { method: 'POST', path: '/api/admin/login/totp-setup/confirm' },
  code: { method: 'POST', path: '/api/admin/login/code' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  session: { method: 'GET', path: '/api/admin/session' },
} as const;

export const adminAccountApi = {
  get: { method: 'GET', path: '/api/admin/account' },
  totpSetup: { method: 'POST', path: '/api/admin/account/totp-setup' },
  totpConfirm: { method: 'POST', path: '/api/admin/account/totp-setup/confirm' },
  changePassword: { method: 'PUT', path: '/api/admin/account/password' },
  sessions: { method: 'GET', path: '/api/admin/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/admin/account/sessions/:sessionId' },
  endOtherSessions: { method: 'POST', path: '/api/admin/account/sessions/end-others' },
} as const;

export const staffApi = {
  list: { method: 'GET', path: '/api/admin/staff' },
  create: { method: 'POST', path: '/api/admin/staff' },
  changeRole: { method: 'PUT', path: '/api/admin/staff/:staffId/role' },
  disable: { method: 'POST', path: '/api/admin/staff/:staffId/disable' },
  enable: { method: 'POST', path: '/api/admin/staff/:staffId/enable' },
  resetTwoFactor: { method: 'POST', path: '/api/admin/staff/:staffId/reset-two-factor' },
  endSessions: { method: 'POST', path: '/api/admin/staff/:staffId/end-sessions' },
  resetPassword: { method: 'POST', path: '/api/admin/staff/:staffId/reset-password' },
} as const;

export const assignmentApi = {
  assign: { method: 'PUT', path: '/api/admin/assignments' },
  assignableStaff: { method: 'GET', path: '/api/admin/assignable-staff' },
} as const;

export const adminUsersApi = {
  /** The dashboard's statistics. */
  stats: { method: 'GET', path: '/api/admin/stats' },
  list: { method: 'GET', path: '/api/admin/users' },
  search: { method: 'GET', path: '/api/admin/search' },
  get: { method: 'GET', path: '/api/admin/users/:userId' },
  verify: { method: 'POST', path: '/api/admin/verify-user/:userId' },
  unverify: { method: 'POST', path: '/api/admin/unverify-user/:userId' },
  idPhotoRequest: { method: 'POST', path: '/api/admin/users/:userId/id-photo-request' },
  idPhotoHistory: { method: 'GET', path: '/api/admin/users/:userId/id-photo-history' },
  identitiesToVerify: { method: 'GET', path: '/api/admin/identities-to-verify' },
  endSessions: { method: 'POST', path: '/api/admin/users/:userId/end-sessions' },
} as const;

export const adminWalletsApi = {
  list: { method: 'GET', path: '/api/admin/wallets' },
  get: { method: 'GET', path: '/api/admin/wallets/:walletId' },
  ofUser: { method: 'GET', path: '/api/admin/user-wallets/:userId' },
  chainBalance: { method: 'GET', path: '/api/admin/wallet-blockchain-balance/:address' },
  chainTransactions: { method: 'GET', path: '/api/admin/wallet-blockchain-transactions/:address' },
  chainStatus: { method: 'GET', path: '/api/admin/chain-status' },
} as const;

export const adminWithdrawalsApi = {
  ofUser: { method: 'GET', path: '/api/admin/user-withdrawals/:userId' },
  ofWallet: { method: 'GET', path: '/api/admin/wallet-withdrawals/:walletId' },
  queue: { method: 'GET', path: '/api/admin/withdrawals' },
  get: { method: 'GET', path: '/api/admin/withdrawals/:id' },
  approve: { method: 'POST', path: '/api/admin/withdrawals/:id/approve' },
  complete: { method: 'POST', path: '/api/admin/withdrawals/:id/complete' },
  reject: { method: 'POST', path: '/api/admin/withdrawals/:id/reject' },
} as const;

export const auditApi = {
  list: { method: 'GET', path: '/api/admin/audit' },
  export: { method: 'GET', path: '/api/admin/audit/export' },
  staff: { method: 'GET', path: '/api/admin/audit/staff' },
} as const;

export const savedViewsApi = {
  list: { method: 'GET', path: '/api/admin/views' },
  create: { method: 'POST', path: '/api/admin/views' },
  remove: { method: 'DELETE', path: '/api/admin/views/:id' },
} as const;

export const adminExportsApi = {
  users: { method: 'GET', path: '/api/admin/export/users' },
  wallets: { method: 'GET', path: '/api/admin/export/wallets' },
  withdrawals: { method: 'GET', path: '/api/admin/export/withdrawals' },
} as const;

export const adminMailApi = {
  testSendgrid: { method: 'POST', path: '/api/admin/test-sendgrid' },
  testSmtp: { method: 'POST', path: '/api/admin/test-smtp' },
  outbox: { method: 'GET', path: '/api/admin/mail-outbox' },
} as const;

export const bulkJobsApi = {
  start: { method: 'POST', path: '/api/admin/bulk-jobs' },
  matching: { method: 'POST', path: '/api/admin/bulk-jobs/matching' },
  list: { method: 'GET', path: '/api/admin/bulk-jobs' },
  get: { method: 'GET', path: '/api/admin/bulk-jobs/:id' },
  results: { method: 'GET', path: '/api/admin/bulk-jobs/:id/results.csv' },
  cancel: { method: 'POST', path: '/api/admin/bulk-jobs/:id/cancel' },
} as const;

export const adminMediationApi = {
  stats: { method: 'GET', path: '/api/admin/mediation-stats' },
  cases: { method: 'GET', path: '/api/admin/mediation-users/:stageId' },
  move: { method: 'PUT', path: '/api/admin/mediation-status/:userId' },
  invite: { method: 'POST', path: '/api/admin/invite-to-mediation' },
  remove: { method: 'DELETE', path: '/api/admin/select-for-mediation/:userId' },
  sendDocuments: { method: 'POST', path: '/api/admin/send-mediation-documents' },
  testDocumentsTarget: { method: 'GET', path: '/api/admin/test-docs-email' },
  sendTestDocuments: { method: 'POST', path: '/api/admin/test-docs-email' },
  addNote: { method: 'POST', path: '/api/admin/mediation-notes/:userId' },
  timeline: { method: 'GET', path: '/api/admin/mediation-timeline/:userId' },
  targets: { method: 'GET', path: '/api/admin/stage-targets' },
  setTargets: { method: 'PUT', path: '/api/admin/stage-targets' },
  overdue: { method: 'GET', path: '/api/admin/mediation-overdue' },
  charts: { method: 'GET', path: '/api/admin/mediation-charts' },
} as const;

export const adminCaseApi = {
  documents: { method: 'GET', path: '/api/admin/users/:userId/documents' },
  document: { method: 'GET', path: '/api/admin/documents/:id' },
  disputes: { method: 'GET', path: '/api/admin/users/:userId/disputes' },
  answerDispute: { method: 'POST', path: '/api/admin/disputes/:id/answer' },
  terms: { method: 'GET', path: '/api/admin/mediation-terms/:userId' },
  setTerms: { method: 'PUT', path: '/api/admin/mediation-terms/:userId' },
  agreements: { method: 'GET', path: '/api/admin/mediation-agreement/:userId' },
  issueAgreement: { method: 'POST', path: '/api/admin/mediation-agreement/:userId' },
  settle: { method: 'POST', path: '/api/admin/mediation-settlement/:userId' },
} as const;

/**
 * Every endpoint, by area. The web imports the areas it calls (`walletsApi`, …), so a screen's
 * bundle holds only those; the server and the contract take the whole table.
 */
export const API = {
  health: healthApi,
  auth: authApi,
  account: accountApi,
  recovery: recoveryApi,
  wallets: walletsApi,
  objects: objectsApi,
  profile: profileApi,
  withdrawals: withdrawalsApi,
  mediation: mediationApi,
  adminSignIn: adminSignInApi,
  adminAccount: adminAccountApi,
  staff: staffApi,
  assignment: assignmentApi,
  adminUsers: adminUsersApi,
  adminWallets: adminWalletsApi,
  adminWithdrawals: adminWithdrawalsApi,
  audit: auditApi,
  savedViews: savedViewsApi,
  adminExports: adminExportsApi,
  adminMail: adminMailApi,
  bulkJobs: bulkJobsApi,
  adminMediation: adminMediationApi,
  adminCase: adminCaseApi,
} as const;

export type Api = typeof API;

/** Any endpoint of the table. */
export type ApiEndpoint = { [A in keyof Api]: Api[A][keyof Api[A]] }[keyof Api];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:params`, by name. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The path with its `:params` filled in (each value URL-encoded). */
export function fillPath<P extends string>(path: P, params?: PathParams<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
