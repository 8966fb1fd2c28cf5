import { hashPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { deleteUserSessions } from '../auth/auth.repo';
import { normalizeEmail } from '../auth/auth.service';
import { findUserByEmail, updateUserPassword } from './users.repo';

export function createUserPasswordService({ db }: { db: Db }) {
  return {
    /** Sets a user's password and ends every session they have open; answers the e-mail used. */
    async setPassword(emailInput: string, password: string) {
      const email = normalizeEmail(emailInput);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) throw notFound(`No existe ningún usuario con el correo ${email}`);
        await updateUserPassword(tx, user.id, passwordHash);
        await deleteUserSessions(tx, user.id);
      });
      return email;
    },
  };
}
