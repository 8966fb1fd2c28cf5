import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailOutboxStatus, type MailOutboxStatus } from '@schemas/admin-mail';
import { renderWithApi } from '../../../../tests/support/component-api';
import { MailOutboxStatusLine } from './mail-outbox-status';

/** The mail outbox line on the dashboard (docs/decisions/mail-outbox.md, 'Staff see it'). */
const show = (status: MailOutboxStatus) =>
  renderWithApi(<MailOutboxStatusLine />, {
    'GET /api/admin/mail-outbox': mailOutboxStatus.parse(status),
  });

describe('the mail outbox line', () => {
  it('says the queue is up to date when nothing waits', async () => {
    show({ pending: 0, late: null });
    expect((await screen.findByTestId('mail-outbox')).textContent).toBe('Cola de correo: al día');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the mails waiting while none is late, without a warning', async () => {
    show({ pending: 3, late: null });
    expect((await screen.findByTestId('mail-outbox')).textContent).toBe(
      'Cola de correo: 3 correos por enviar',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns with the oldest undelivered mail once the server says it is late', async () => {
    const since = new Date(Date.now() - 7 * 60_000 - 5_000).toISOString();
    show({
      pending: 4,
      late: {
        since,
        to: 'ana@example.com',
        subject: 'Retiro completado · Cartera USDT',
        attempts: 3,
        lastError: 'No se pudo enviar el correo: conexión rechazada',
      },
    });
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Hay correos sin entregar · 4 correos por enviar');
    expect(warning.textContent).toContain('El más antiguo espera desde hace 7 min');
    expect(warning.textContent).toContain(
      '«Retiro completado · Cartera USDT» para ana@example.com',
    );
    expect(warning.textContent).toContain('3 intentos');
    expect(warning.textContent).toContain(
      'Último error: No se pudo enviar el correo: conexión rechazada',
    );
    expect(screen.queryByTestId('mail-outbox')).toBeNull();
  });
});
