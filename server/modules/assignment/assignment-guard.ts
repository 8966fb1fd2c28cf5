import type { AssignmentKind } from '@schemas/assignment';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { findStaffByIdOrUsername } from './assignment.repo';

/** What the guard reads of an assigned row: its kind and assignee (admins.id or null). */
export interface AssignedSubject {
  kind: AssignmentKind;
  assigneeId: string | null;
}

const THIS: Record<AssignmentKind, string> = { case: 'Este caso', withdrawal: 'Este retiro' };

/** The 409 every refused staff action answers, naming the assignee. */
export const assignedElsewhere = (kind: AssignmentKind, assignee: string) =>
  `${THIS[kind]} está asignado a ${assignee}; solo esa persona o un propietario pueden actuar sobre él.`;

/**
 * THE assignment guard (docs/decisions/assignment.md): a case or order assigned to someone is
 * acted on only by its assignee or an active owner. Called by every mutating staff action of
 * mediation and withdrawals inside its transaction, after the row was locked FOR UPDATE, so an
 * assignment changed meanwhile waits or wins. Creditors ('user:<id>') and the system are not
 * staff and pass. The actor's role is read here, not taken from the request, so a role just
 * changed counts.
 */
export async function assertMayAct(tx: DbOrTx, subject: AssignedSubject, actor: string) {
  if (subject.assigneeId === null || !actor.startsWith('admin:')) return;
  const username = actor.slice('admin:'.length);
  const rows = await findStaffByIdOrUsername(tx, subject.assigneeId, username);
  const assignee = rows.find((row) => row.id === subject.assigneeId);
  if (!assignee || assignee.username === username) return;
  const me = rows.find((row) => row.username === username);
  if (me && me.role === 'owner' && me.disabledAt === null) return;
  throw conflict(assignedElsewhere(subject.kind, assignee.username));
}
