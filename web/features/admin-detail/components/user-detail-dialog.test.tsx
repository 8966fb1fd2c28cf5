import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../../tests/support/component-api';
import type { AdminUserRef } from '../types';
import { UserDetailDialog } from './user-detail-dialog';

/** The header of the user detail (docs/product/admin-panel.md#user-detail), read while the user loads. */
function header(user: AdminUserRef) {
  const waiting = () => new Promise<never>(() => undefined);
  renderWithApi(<UserDetailDialog user={user} onClose={() => undefined} />, {
    'GET /api/admin/session': waiting,
    [`GET /api/admin/users/${user.id}`]: waiting,
  });
  const dialog = screen.getByRole('dialog');
  return {
    title: screen.getByRole('heading').textContent,
    emails: dialog.textContent?.split(user.email).length ?? 0,
  };
}

describe('the user detail header', () => {
  it('names the creditor by full name, with the e-mail under it', () => {
    const shown = header({ id: 'u1', fullName: 'Ana López', email: 'ana@example.com' });
    expect(shown.title).toBe('Ana López');
    expect(shown.emails - 1).toBe(1);
  });

  it.each([null, '', '   '])(
    'shows the e-mail once for a creditor without a full name (%j)',
    (fullName) => {
      const shown = header({ id: 'u2', fullName, email: 'sin.nombre@example.com' });
      expect(shown.title).toBe('sin.nombre@example.com');
      expect(shown.emails - 1).toBe(1);
    },
  );
});
