import { z } from 'zod';
import { singleLineText } from './common';
import { pageInfo, pageQuery } from './paging';

/** GET /api/admin/audit: newest first, optionally one user's (whom) or one staff member's. */
export const auditQuery = pageQuery.pick({ limit: true, cursor: true }).extend({
  userId: z.uuid('Identificador de usuario inválido').optional(),
  /** A staff username (the log's actor is 'admin:<username>'). */
  actor: singleLineText({
    max: 100,
    maxMessage: 'Miembro del personal inválido',
    required: 'Miembro del personal inválido',
  })
    .min(1, 'Miembro del personal inválido')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** 'admin:<username>', 'user:<id>' or 'system'. */
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** The user concerned, with the name and e-mail they have now (null when none). */
  user: z
    .object({ id: z.string(), email: z.string().nullable(), fullName: z.string().nullable() })
    .nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({ entries: z.array(auditEntry), ...pageInfo });
export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/admin/audit/staff: who can be picked in the activity filter. */
export const auditStaff = z.object({ usernames: z.array(z.string()) });
export type AuditStaff = z.infer<typeof auditStaff>;
