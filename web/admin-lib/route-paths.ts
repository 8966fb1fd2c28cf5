/**
 * Every screen of the admin panel, in one place (as web/user/route-paths.ts is for the user
 * app): `app.tsx` registers these paths and every link or redirect of the panel goes through
 * them, never a hand-written path. They are relative to the panel's secret prefix (`adminBase`).
 * The addresses are the ones staff already use (docs/product/admin-panel.md), so they stay as
 * they are; the code names them in English, as it names everything else.
 */
export const adminPaths = {
  login: '/login',
  dashboard: '/dashboard',
  mediation: '/mediacion',
  withdrawals: '/retiros',
  tasks: '/tareas',
  activity: '/actividad',
  staff: '/personal',
  account: '/cuenta',
} as const;

/** The mediation board opened on one stage's overdue cases (only the caller's with `mine`). */
export const overdueStageHref = (stage: string, mine = false) =>
  `${adminPaths.mediation}?etapa=${stage}&vencidos=1${mine ? '&assignee=me' : ''}`;
