import { z } from 'zod';

/**
 * Assignment of a mediation case or a withdrawal order to one staff member
 * (docs/product/staff-at-scale.md#assignment, docs/decisions/assignment.md).
 */
export const ASSIGNMENT_KINDS = ['case', 'withdrawal'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** Who a case or order is assigned to: the staff member's id and the name staff read. */
export const assigneeRef = z.object({ id: z.uuid(), name: z.string() }).nullable();
export type AssigneeRef = z.infer<typeof assigneeRef>;

/** PUT /api/admin/assignments: a case's id is its user's id; null releases it. */
export const assignmentInput = z.object({
  kind: z.enum(ASSIGNMENT_KINDS, 'Tipo de asignación desconocido'),
  id: z.uuid('Identificador inválido'),
  assigneeId: z.uuid('Miembro del personal inválido').nullable(),
});
export type AssignmentInput = z.infer<typeof assignmentInput>;

export const assignment = z.object({
  kind: z.enum(ASSIGNMENT_KINDS),
  id: z.uuid(),
  assignee: assigneeRef,
});
export type Assignment = z.infer<typeof assignment>;

/** The lists' `assignee` filter: one staff member's id, the signed-in one's ('me'), or nobody's. */
export const assigneeFilter = z.union(
  [z.literal('me'), z.literal('none'), z.uuid()],
  "El filtro de asignación es 'me', 'none' o el identificador de un miembro del personal",
);
export type AssigneeFilter = z.infer<typeof assigneeFilter>;

/** GET /api/admin/assignable-staff: who a case or order may be assigned to (active, not readers). */
export const assignableStaff = z.object({
  staff: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string() })),
});
export type AssignableStaff = z.infer<typeof assignableStaff>;

/**
 * Why the system released a case or an order (docs/product/staff-at-scale.md#assignment): its
 * assignee's account was disabled, or its role became reader ('viewer').
 */
export type ReleaseReason = 'staff-disabled' | 'staff-demoted';
