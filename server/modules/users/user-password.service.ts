import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { setUserPassword } from '../account/set-password';
import { normalizeEmail } from '../auth/auth.service';
import { findUserByEmail } from './users.repo';

export function createUserPasswordService({ db }: { db: Db }) {
  return {
    /**
     * Sets a user's password and ends every session they have open, through the one place a
     * password is set (account/set-password.ts); answers the e-mail used.
     */
    async setPassword(emailInput: string, password: string) {
      const email = normalizeEmail(emailInput);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) throw notFound(`No existe ningún usuario con el correo ${email}`);
        await setUserPassword(tx, user.id, password);
      });
      return email;
    },
  };
}
