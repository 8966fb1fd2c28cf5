/** The lists a saved view can be of, without zod (the activity screen's labels read them). */
export const SAVED_VIEW_LISTS = ['users', 'stage', 'withdrawals'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];
export const VIEW_LIST_LABELS: Record<SavedViewList, string> = {
  users: 'Usuarios',
  stage: 'Etapas de mediación',
  withdrawals: 'Retiros',
};
