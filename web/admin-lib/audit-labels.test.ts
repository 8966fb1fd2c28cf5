import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditEntryOf,
} from '@schemas/audit';
import {
  actorName,
  auditActionName,
  auditActionsByName,
  AUDIT_DESCRIPTIONS,
  describeAuditEntry,
  whomName,
  type AuditDescriptions,
} from './audit-labels';

const entry = <A extends AuditAction>(
  action: A,
  details: AuditEntryOf<A>['details'] = null,
  target: string | null = null,
): AuditEntryOf<A> => ({
  id: '1',
  at: '2026-03-01T10:00:00.000Z',
  actor: 'admin:marta',
  action,
  target,
  user: { id: 'u', email: 'ana@prueba.mx', fullName: null },
  details,
  ip: '10.0.0.1',
});

describe('activity log in words', () => {
  it.each(AUDIT_ACTIONS)('%s reads in Spanish words, never as its code', (action) => {
    const { what, detail } = describeAuditEntry(entry(action) as AuditEntry);
    expect(what).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ]+ /);
    expect(`${what} ${detail ?? ''}`).not.toMatch(/\b[a-z]+[._][a-z_]+\b/);
  });

  it('an action written by another version of the system is named without its code', () => {
    expect(
      describeAuditEntry({ ...entry('admin.signed_out'), action: 'other', details: null }),
    ).toEqual({ what: 'Acción registrada por otra versión del sistema' });
  });

  it('says what each staff action did, with the detail that matters', () => {
    expect(describeAuditEntry(entry('user.verified'))).toEqual({ what: 'Verificó la identidad' });
    expect(
      describeAuditEntry(
        entry('user.id_photo_requested', { side: 'back', reason: 'Borrosa', wasVerified: true }),
      ),
    ).toEqual({ what: 'Solicitó una nueva foto trasera', detail: 'Motivo: Borrosa' });
    expect(
      describeAuditEntry(entry('user.id_photo_viewed', { objectId: 'o', side: 'front' })).what,
    ).toBe('Vio la foto frontal');
    expect(describeAuditEntry(entry('user.id_photo_viewed', { side: null })).what).toBe(
      'Vio la foto de identificación',
    );
    expect(describeAuditEntry(entry('user.sessions_ended', { ended: 2 })).detail).toBe(
      'Sesiones cerradas: 2',
    );
  });

  it('shows the statuses and stages a move went from and to, by their labels', () => {
    expect(
      describeAuditEntry(
        entry('withdrawal.approved', { amount: '1500.50000000', from: 'pending', to: 'approved' }),
      ),
    ).toEqual({ what: 'Aprobó un retiro de 1,500.50 USDT', detail: 'De Pendiente a Aprobado' });
    expect(
      describeAuditEntry(
        entry('withdrawal.approved', {
          amount: '42.123456',
          from: 'pending',
          to: 'approved',
          identity: 'verified',
        }),
      ),
    ).toEqual({
      what: 'Aprobó un retiro de 42.123456 USDT',
      detail: 'De Pendiente a Aprobado · Identidad verificada',
    });
    expect(
      describeAuditEntry(
        entry('withdrawal.amount_cut', {
          from: '42.12345678',
          amount: '42.123456',
          leftOnWallet: '0.00000078',
          status: 'approved',
          returnedToWallet: false,
        }),
      ),
    ).toEqual({
      what: 'Ajustó un retiro a los 6 decimales de USDT de 42.123456 USDT',
      detail: 'Antes: 42.12345678 USDT · Quedan en la cartera: 0.00000078 USDT',
    });
    expect(
      describeAuditEntry(
        entry('withdrawal.rejected', {
          amount: '5',
          from: 'approved',
          to: 'rejected',
          reason: 'Duplicado',
        }),
      ),
    ).toEqual({
      what: 'Rechazó un retiro de 5.00 USDT',
      detail: 'De Aprobado a Rechazado · Motivo: Duplicado',
    });
    expect(
      describeAuditEntry(
        entry('mediation.moved', { from: 'verificar-id', to: 'docs-firma', verified: true }),
      ),
    ).toEqual({
      what: 'Movió el caso de mediación',
      detail: 'De Verificar ID a Docs P/Firma · Identidad verificada',
    });
    expect(
      describeAuditEntry(
        entry('mediation.moved_back', { from: 'negociacion', to: 'docs-firma', text: 'Falta' }),
      ).detail,
    ).toBe('De En Negociación a Docs P/Firma · Motivo: Falta');
    expect(
      describeAuditEntry(
        entry('staff.role_changed', { from: 'viewer', to: 'operator' }, 'admin:luis'),
      ),
    ).toEqual({
      what: 'Cambió el rol de una cuenta',
      detail: 'Cuenta: luis · De Lector a Operador',
    });
  });

  it('names exports and test e-mails, which used to show their codes', () => {
    expect(describeAuditEntry(entry('export.users', {}, 'usuarios-2026-03-01.csv'))).toEqual({
      what: 'Exportó los usuarios',
      detail: 'Archivo: usuarios-2026-03-01.csv',
    });
    expect(
      describeAuditEntry(
        entry('mail.test', { transport: 'smtp', sent: false, reason: 'Buzón lleno' }, 'a@b.mx'),
      ),
    ).toEqual({ what: 'No pudo enviar un correo de prueba', detail: 'A a@b.mx · Buzón lleno' });
  });

  it('names the actor and the user concerned as people know them', () => {
    expect(actorName('admin:marta')).toBe('marta');
    expect(actorName('user:0000')).toBe('El usuario');
    expect(actorName('system')).toBe('Sistema');
    expect(whomName(entry('user.verified'))).toBe('ana@prueba.mx');
    expect(whomName({ ...entry('user.verified'), user: null })).toBeNull();
  });

  it('has a description for every action, or does not compile', () => {
    const { 'mail.test': _left, ...incomplete } = AUDIT_DESCRIPTIONS;
    // @ts-expect-error an action without a description is a type error
    const descriptions: AuditDescriptions = incomplete;
    expect(Object.keys(descriptions)).toHaveLength(AUDIT_ACTIONS.length - 1);
  });

  it("offers the vocabulary's actions in the filter, and names an unknown code as it is", () => {
    const offered = auditActionsByName().map(({ action }) => action);
    expect([...offered].sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(auditActionName('mediation.moved')).toBe('Movió el caso de mediación');
    expect(auditActionName('toString')).toBe('toString');
  });
});
