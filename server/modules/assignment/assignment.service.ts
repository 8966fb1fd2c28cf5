import { adminRole } from '@schemas/admin';
import type { AdminRole } from '@schemas/admin-roles';
import type {
  Assignment,
  AssignmentInput,
  AssignableStaff,
  ReleaseReason,
} from '@schemas/assignment';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { assignCase, stageOf } from '../mediation/mediation-workflow';
import { lockCase, lockCasesAssignedTo } from '../mediation/mediation-workflow';
import { assignWithdrawal, WITHDRAWAL_NOT_FOUND } from '../withdrawals/withdrawal-workflow';
import { lockOrdersAssignedTo, lockWithdrawal } from '../withdrawals/withdrawal-workflow';
import { assignedElsewhere } from './assignment-guard';
import { findStaffByIdOrUsername, listAssignableStaff } from './assignment.repo';

/** The staff member changing an assignment (from the session). */
export interface Assigner {
  id: string;
  username: string;
  role: AdminRole;
}

export interface Acting {
  /** 'admin:<username>' or 'system'. */
  actor: string;
  ip?: string;
  at: Date;
}

const NOT_ASSIGNABLE =
  'Elige a un miembro del personal activo con rol de operador o propietario: una cuenta desactivada o de solo lectura no puede tener casos ni retiros asignados.';
const ORDER_CLOSED = 'Este retiro ya está cerrado: no se asigna.';
const OPEN_STATUSES = new Set(['pending', 'approved']);

type Person = { id: string; name: string };

/** The case or order, locked: its current assignee (404 when unknown, 409 when closed). */
async function lockSubject(tx: DbOrTx, kind: AssignmentInput['kind'], id: string) {
  if (kind === 'case') {
    const user = await lockCase(tx, id);
    stageOf(user); // 404 unknown, 409 not in mediation
    return { assigneeId: user!.assigneeId, userId: id };
  }
  const locked = await lockWithdrawal(tx, id);
  if (!locked) throw notFound(WITHDRAWAL_NOT_FOUND);
  if (!OPEN_STATUSES.has(locked.withdrawal.status)) throw conflict(ORDER_CLOSED);
  return { assigneeId: locked.withdrawal.assigneeId, userId: locked.withdrawal.userId };
}

/** Reads one staff member by id as a person ({ id, name }), or undefined. */
async function person(tx: DbOrTx, id: string | null) {
  if (id === null) return { row: undefined, person: null };
  const [row] = await findStaffByIdOrUsername(tx, id, null);
  return { row, person: row ? ({ id: row.id, name: row.username } as Person) : null };
}

/**
 * Who may change an assignment (docs/product/staff-at-scale.md#assignment): an owner anything;
 * an operator takes, assigns or releases an unassigned one and releases their own. Readers
 * never reach here (the route's minRole).
 */
function assertMayAssign(
  assigner: Assigner,
  kind: AssignmentInput['kind'],
  current: Person | null,
  next: string | null,
) {
  if (assigner.role === 'owner' || current === null) return;
  if (current.id === assigner.id && next === null) return;
  if (current.id === assigner.id) {
    throw conflict(
      'Libera primero este caso o retiro; solo un propietario lo pasa a otra persona.',
    );
  }
  throw conflict(assignedElsewhere(kind, current.name));
}

/**
 * Assigns or releases one case or order inside the caller's transaction, with its audit entry
 * (and timeline entry for a case). What PUT /api/admin/assignments runs, and what a bulk job
 * calls per item. Setting the assignee it already has changes nothing and records nothing.
 */
/**
 * The staff member behind an actor ('admin:<username>') as an assigner: a bulk job's items
 * assign as the person who started it, with that person's role today.
 */
export async function assignerOf(tx: DbOrTx, actor: string): Promise<Assigner> {
  const username = actor.startsWith('admin:') ? actor.slice('admin:'.length) : null;
  const [row] = username ? await findStaffByIdOrUsername(tx, null, username) : [];
  if (!row || row.disabledAt !== null) {
    throw conflict('Quien inició la tarea ya no forma parte del personal activo.');
  }
  return { id: row.id, username: row.username, role: adminRole.parse(row.role) };
}

export async function assignInTx(
  tx: DbOrTx,
  input: AssignmentInput,
  assigner: Assigner,
  acting: Acting,
): Promise<Assignment> {
  const subject = await lockSubject(tx, input.kind, input.id);
  const current = (await person(tx, subject.assigneeId)).person;
  const next = await person(tx, input.assigneeId);
  if (input.assigneeId !== null) {
    const row = next.row;
    if (!row || row.disabledAt !== null || row.role === 'viewer') {
      throw new AppError(422, NOT_ASSIGNABLE);
    }
  }
  assertMayAssign(assigner, input.kind, current, input.assigneeId);
  const answer = { kind: input.kind, id: input.id, assignee: next.person };
  if ((current?.id ?? null) === input.assigneeId) return answer;
  const change = { assignee: next.person, previous: current };
  if (input.kind === 'case') await assignCase(tx, input.id, change, acting);
  else await assignWithdrawal(tx, { id: input.id, userId: subject.userId }, change, acting);
  return answer;
}

/**
 * A disabled staff member's cases and orders, or those of one who became a reader, become
 * unassigned in the transaction that changes the account, each with its audit entry (reason
 * 'staff-disabled' or 'staff-demoted') under the owner who changed it.
 */
export async function releaseAssignmentsOf(
  tx: DbOrTx,
  staff: { id: string; username: string },
  acting: Acting,
  reason: ReleaseReason = 'staff-disabled',
) {
  const previous = { id: staff.id, name: staff.username };
  const change = { assignee: null, previous, reason };
  const cases = await lockCasesAssignedTo(tx, staff.id);
  for (const { id } of cases) await assignCase(tx, id, change, acting);
  const orders = await lockOrdersAssignedTo(tx, staff.id);
  for (const order of orders) await assignWithdrawal(tx, order, change, acting);
  return { cases: cases.length, orders: orders.length };
}

export function createAssignmentService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    assign: (input: AssignmentInput, assigner: Assigner, ip: string) =>
      db.transaction((tx) =>
        assignInTx(tx, input, assigner, {
          actor: `admin:${assigner.username}`,
          ip,
          at: clock.now(),
        }),
      ),

    async assignable(): Promise<AssignableStaff> {
      return { staff: await listAssignableStaff(db) };
    },
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
