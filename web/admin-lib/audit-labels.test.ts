import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@schemas/audit';
import { actorName, describeAuditEntry, whomName } from './audit-labels';

const entry = (action: string, details: Record<string, unknown> | null = null): AuditEntry => ({
  id: '1',
  at: '2026-03-01T10:00:00.000Z',
  actor: 'admin:marta',
  action,
  target: null,
  user: { id: 'u', email: 'ana@prueba.mx', fullName: null },
  details,
  ip: '10.0.0.1',
});

describe('activity log in words', () => {
  it('says what each staff action did, with the detail that matters', () => {
    expect(describeAuditEntry(entry('user.verified'))).toEqual({ what: 'Verificó la identidad' });
    expect(
      describeAuditEntry(entry('user.id_photo_requested', { side: 'back', reason: 'Borrosa' })),
    ).toEqual({ what: 'Solicitó una nueva foto trasera', detail: 'Motivo: Borrosa' });
    expect(describeAuditEntry(entry('user.id_photo_viewed', { side: 'front' })).what).toBe(
      'Vio la foto frontal',
    );
    expect(describeAuditEntry(entry('user.id_photo_viewed', { side: null })).what).toBe(
      'Vio la foto de identificación',
    );
    expect(describeAuditEntry(entry('withdrawal.approved', { amount: '1500.50000000' }))).toEqual({
      what: 'Aprobó un retiro de 1,500.50 USDT',
    });
    expect(
      describeAuditEntry(entry('withdrawal.rejected', { amount: '5', reason: 'Duplicado' })),
    ).toEqual({ what: 'Rechazó un retiro de 5.00 USDT', detail: 'Motivo: Duplicado' });
    expect(describeAuditEntry(entry('user.sessions_ended', { ended: 2 })).detail).toBe(
      'Sesiones cerradas: 2',
    );
  });

  it('names the staff account a staff action was about', () => {
    expect(describeAuditEntry({ ...entry('staff.role_changed'), target: 'admin:luis' })).toEqual({
      what: 'Cambió el rol de una cuenta',
      detail: 'Cuenta: luis',
    });
  });

  it('shows the code of an action it does not know yet', () => {
    expect(describeAuditEntry(entry('export.users'))).toEqual({ what: 'export.users' });
  });

  it('names the actor and the user concerned as people know them', () => {
    expect(actorName('admin:marta')).toBe('marta');
    expect(actorName('user:0000')).toBe('El usuario');
    expect(actorName('system')).toBe('Sistema');
    expect(whomName(entry('user.verified'))).toBe('ana@prueba.mx');
    expect(whomName({ ...entry('x'), user: null })).toBeNull();
  });
});
