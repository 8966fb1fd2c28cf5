import { z } from 'zod';
import { singleLineText } from './common';
import { AUDIT_ACTIONS, AUDIT_DETAILS, type AuditAction } from './audit-vocabulary';
import { pageInfo, pageQuery } from './paging';

export * from './audit-vocabulary';

const moment = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name}: fecha inválida` }).optional();

/**
 * The filters of the activity log and of its CSV export (docs/product/admin-panel.md#activity):
 * a time range (`from` included, `to` not: the web sends the start of the day after 'Hasta'),
 * one action, one staff member (`staffId`, or by username `actor`), one user (whom).
 */
const auditFilterShape = {
  userId: z.uuid('Identificador de usuario inválido').optional(),
  /** A staff member's id (GET /api/admin/audit/staff lists them). */
  staffId: z.uuid('Miembro del personal inválido').optional(),
  /** A staff username (the log's actor is 'admin:<username>'). */
  actor: singleLineText({
    max: 100,
    maxMessage: 'Miembro del personal inválido',
    required: 'Miembro del personal inválido',
  })
    .min(1, 'Miembro del personal inválido')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, 'Tipo de acción desconocido').optional(),
  from: moment('Desde'),
  to: moment('Hasta'),
};
const rangeInOrder: [
  (q: { from?: string; to?: string }) => boolean,
  { path: string[]; message: string },
] = [
  (q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to),
  { path: ['to'], message: "'Hasta' debe ser posterior a 'Desde'" },
];

export const auditFilterQuery = z.object(auditFilterShape).refine(...rangeInOrder);
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

/** GET /api/admin/audit: newest first, 25 at a time, with the filters above. */
export const auditQuery = pageQuery
  .pick({ limit: true, cursor: true })
  .extend(auditFilterShape)
  .refine(...rangeInOrder);
export type AuditQuery = z.infer<typeof auditQuery>;

const entryBase = {
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** 'admin:<username>', 'user:<id>' or 'system'. */
  actor: z.string(),
  target: z.string().nullable(),
  /** The user concerned, with the name and e-mail they have now (null when none). */
  user: z
    .object({ id: z.string(), email: z.string().nullable(), fullName: z.string().nullable() })
    .nullable(),
  ip: z.string().nullable(),
};

/**
 * An action this version does not know (written by a newer one during a rolling update): shown
 * without details, never by its code.
 */
export const OTHER_AUDIT_ACTION = 'other';

type Vocabulary = typeof AUDIT_DETAILS;
type Base = z.infer<z.ZodObject<typeof entryBase>>;

/**
 * One entry as the API answers it, typed by its action. Details are read leniently (every field
 * may be missing, and details that do not parse read as null): the log keeps entries written by
 * earlier versions whose details were shorter.
 */
export type AuditEntryOf<A extends AuditAction> = Base & {
  action: A;
  details: Partial<z.output<Vocabulary[A]>> | null;
};
export type AuditEntry =
  | { [A in AuditAction]: AuditEntryOf<A> }[AuditAction]
  | (Base & { action: typeof OTHER_AUDIT_ACTION; details: null });

/** The details of a stored entry as the answer carries them (see `AuditEntryOf`). */
export const readAuditDetails = <A extends AuditAction>(action: A, details: unknown) => {
  const parsed = AUDIT_DETAILS[action].partial().safeParse(details ?? {});
  return (parsed.success && details != null ? parsed.data : null) as AuditEntryOf<A>['details'];
};

export const auditEntry = z.discriminatedUnion('action', [
  z.object({ ...entryBase, action: z.literal(OTHER_AUDIT_ACTION), details: z.null() }),
  ...AUDIT_ACTIONS.map((action) =>
    z.object({
      ...entryBase,
      action: z.literal(action),
      details: AUDIT_DETAILS[action].partial().nullable(),
    }),
  ),
]) as unknown as z.ZodType<AuditEntry>;

export const auditPage = z.object({ entries: z.array(auditEntry), ...pageInfo });
export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/admin/audit/staff: who can be picked in the activity filter. */
export const auditStaff = z.object({
  usernames: z.array(z.string()),
  staff: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type AuditStaff = z.infer<typeof auditStaff>;
