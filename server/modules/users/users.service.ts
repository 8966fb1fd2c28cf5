/*
 * The users module's public surface (docs/decisions/module-surfaces.md): what other modules may
 * read and write of a creditor's row. They import this file, never users.repo.ts; each function
 * takes the caller's transaction.
 */
export {
  accountWithEmail,
  extendPayoutFreeze,
  findUserByEmail,
  findUserById,
  findUsersByEmails,
  hasAnyUser,
  lockUser,
  setIdPhoto,
  setMediationStage,
  updateProfileFields,
  updateUserPassword,
  upsertUsers,
  userRecordColumns,
  writeUsersFrom,
  type UserRecord,
} from './users.repo';
