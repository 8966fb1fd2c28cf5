import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@schemas/admin';
import { staffList, staffWithPassword, type StaffMember } from '@schemas/staff';
import { renderWithApi, type Routes } from '../../../../tests/support/component-api';
import { StaffManager } from './staff-manager';

/** The 'Personal' screen (docs/product/admin-panel.md#staff) as an owner uses it. */
const member = (username: string, changes: Partial<StaffMember> = {}): StaffMember => ({
  id: crypto.randomUUID(),
  username,
  role: 'viewer',
  twoFactorEnabled: false,
  lastSignInAt: null,
  activeSessions: 0,
  disabled: false,
  temporaryPassword: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...changes,
});

const dueña = member('duena', { role: 'owner', twoFactorEnabled: true, activeSessions: 1 });
const luis = member('luis', { role: 'operator', activeSessions: 2, twoFactorEnabled: true });
const marta = member('marta', { disabled: true, temporaryPassword: true });

const routes = (extra: Routes = {}): Routes => ({
  'GET /api/admin/session': adminSession.parse({ username: 'duena', role: 'owner' }),
  'GET /api/admin/staff': staffList.parse({ staff: [dueña, luis, marta] }),
  ...extra,
});

const show = (extra?: Routes) => ({
  ...renderWithApi(<StaffManager />, routes(extra)),
  user: userEvent.setup(),
});
const row = (username: string) =>
  within(screen.getByRole('list', { name: 'Personal' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(username))!;

describe('the staff manager', () => {
  it('lists every member with role, protection and state; the owner manages the others, not herself', async () => {
    show();
    await screen.findByRole('list', { name: 'Personal' });
    expect(row('duena').textContent).toContain('(tú)');
    expect(within(row('duena')).getByRole('link', { name: 'Mi cuenta' })).toBeTruthy();
    expect(within(row('duena')).queryByRole('button')).toBeNull();
    expect(row('luis').textContent).toContain('Operador');
    expect(row('luis').textContent).toContain('2 pasos');
    expect(row('marta').textContent).toContain('Sin 2 pasos');
    expect(row('marta').textContent).toContain('Desactivada');
    expect(row('marta').textContent).toContain('Contraseña temporal');
    expect(row('marta').textContent).toContain('Nunca');
    expect(screen.getByRole('button', { name: 'Gestionar a luis' })).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    show({ 'GET /api/admin/staff': { status: 500, body: { message: 'Error interno' } } });
    expect(await screen.findByText('No se pudo cargar el personal')).toBeTruthy();
  });

  it('creates a member with a checked username and shows the one-time password once', async () => {
    const created = staffWithPassword.parse({
      member: member('nuevo.op', { role: 'viewer', temporaryPassword: true }),
      temporaryPassword: 'Temp-Clave-1234',
    });
    const { api, user } = show({ 'POST /api/admin/staff': created });
    await screen.findByRole('list', { name: 'Personal' });
    await user.click(screen.getByRole('button', { name: 'Nuevo miembro' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Usuario'), 'a b');
    await user.click(within(dialog).getByRole('button', { name: 'Crear miembro' }));
    expect(
      await within(dialog).findByText(
        'El usuario debe tener de 3 a 100 letras, cifras, ".", "_", "-" o "@"',
      ),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/admin/staff')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Usuario'));
    await user.type(within(dialog).getByLabelText('Usuario'), 'nuevo.op');
    await user.click(within(dialog).getByRole('button', { name: 'Crear miembro' }));
    expect((await within(dialog).findByTestId('temporary-password')).textContent).toBe(
      'Temp-Clave-1234',
    );
    expect(api.sent('POST', '/api/admin/staff')[0]!.body).toEqual({
      username: 'nuevo.op',
      role: 'viewer',
    });
    // The list is read again with the new member.
    await waitFor(() => expect(api.sent('GET', '/api/admin/staff')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before disabling a member, and sends nothing when told no', async () => {
    const { api, user } = show({
      [`POST /api/admin/staff/${luis.id}/disable`]: { ...luis, disabled: true, activeSessions: 0 },
    });
    await user.click(await screen.findByRole('button', { name: 'Gestionar a luis' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
    expect(
      within(dialog).getByText(
        '¿Desactivar la cuenta de luis? No podrá entrar y sus sesiones se cerrarán.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(api.sent('POST', `/api/admin/staff/${luis.id}/disable`)).toHaveLength(1),
    );
  });

  it('offers what fits the member: no second factor to reset without one, no sessions to end at 0', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Gestionar a marta' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).queryByRole('button', { name: 'Restablecer verificación en dos pasos' }),
    ).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sus sesiones (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Reactivar cuenta' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cambiar rol' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('changes a role only once another one is chosen', async () => {
    const { api, user } = show({
      [`PUT /api/admin/staff/${luis.id}/role`]: { ...luis, role: 'owner' },
    });
    await user.click(await screen.findByRole('button', { name: 'Gestionar a luis' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Propietario' }));
    expect(
      within(dialog).getByText('Además exporta, ve la actividad y gestiona al personal.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() =>
      expect(api.sent('PUT', `/api/admin/staff/${luis.id}/role`)).toEqual([
        expect.objectContaining({ body: { role: 'owner' } }),
      ]),
    );
  });
});
