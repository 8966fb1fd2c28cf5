import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { CredentialsForm } from './credentials-form';

/** The sign-in form checks with the shared schema, which loads with the form's first focus. */
function signInForm() {
  const load = vi.fn(() => import('@schemas/auth').then((m) => m.loginInput));
  const onSubmit = vi.fn();
  render(
    <CredentialsForm
      check={lazyZodResolver(load)}
      identifier={{ name: 'email', label: 'Correo electrónico', type: 'email' }}
      submitLabel="Acceder a Cartera"
      pendingLabel="Accediendo…"
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return { load, onSubmit };
}

describe('CredentialsForm with a lazily loaded schema', () => {
  it('loads the schema on the first focus, not on render', async () => {
    const { load } = signInForm();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Correo electrónico'));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText('Contraseña'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the schema's messages and sends nothing when empty", async () => {
    const { onSubmit } = signInForm();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder a Cartera' }));
    expect(await screen.findAllByText('Requerido')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what the schema answers (the e-mail trimmed)', async () => {
    const { onSubmit } = signInForm();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), '  ana@demo.cartera.mx ');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Cartera-Demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Acceder a Cartera' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'ana@demo.cartera.mx',
      password: 'Cartera-Demo-2026',
    });
  });
});
