import { describeAuditEntry, actorName, whomName } from '@schemas/audit-labels';
import {
  isAuditAction,
  OTHER_AUDIT_ACTION,
  readAuditDetails,
  type AuditEntry,
  type AuditFilterQuery,
  type AuditPage,
  type AuditQuery,
  type AuditStaff,
} from '@schemas/audit';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { cursorPart, decodeCursor, toPage } from '../../db/keyset';
import { findAdminById, listAdmins } from '../staff/staff-accounts';
import { csvLine, UTF8_BOM } from '../import/csv-cells';
import { listAuditEntries, writeAudit, type AuditFilter } from './audit.repo';
import { adminActor, type StaffActor } from './staff-actor';

/** The audit log's writer, for every module (docs/decisions/module-surfaces.md). */
export { writeAudit, type AuditAct, type AuditRecord } from './audit.repo';

const cursorKey = z.tuple([cursorPart.exactTimestamp, cursorPart.id]);

/** Entries read per query by the export: memory stays the same whatever the log's size. */
export const AUDIT_EXPORT_BATCH = 1000;

type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** A stored row as the panel reads it: its action typed, its details read per the vocabulary. */
function toEntry(row: AuditRow): AuditEntry {
  const base = {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    target: row.target,
    user: row.userId ? { id: row.userId, email: row.userEmail, fullName: row.userName } : null,
    ip: row.ip,
  };
  const { action } = row;
  if (!isAuditAction(action)) return { ...base, action: OTHER_AUDIT_ACTION, details: null };
  return { ...base, action, details: readAuditDetails(action, row.details) } as AuditEntry;
}

/** The export's columns: what a person reads on the screen, plus the codes for a spreadsheet. */
const EXPORT_COLUMNS = [
  'fecha_utc',
  'quien',
  'accion',
  'detalle',
  'usuario_nombre',
  'usuario_email',
  'usuario_id',
  'objetivo',
  'ip',
  'codigo_accion',
] as const;

function exportLine(entry: AuditEntry) {
  const { what, detail } = describeAuditEntry(entry);
  return csvLine([
    entry.at,
    actorName(entry.actor),
    what,
    detail,
    whomName(entry),
    entry.user?.email,
    entry.user?.id,
    entry.target,
    entry.ip,
    entry.action,
  ]);
}

/**
 * The staff activity log as owners audit it (docs/product/admin-panel.md#activity): newest
 * first, filtered by time range, action, staff member and user; and the same filtered entries
 * as CSV, the export itself in the log.
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  /** The query's filters as the repo takes them; undefined when the staff member is unknown. */
  async function filterOf(query: AuditFilterQuery): Promise<AuditFilter | undefined> {
    let actor = query.actor ? adminActor(query.actor) : undefined;
    if (query.staffId) {
      const member = await findAdminById(db, query.staffId);
      if (!member) return undefined;
      const byId = adminActor(member.username);
      if (actor && actor !== byId) return undefined;
      actor = byId;
    }
    return {
      userId: query.userId,
      actor,
      action: query.action,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: 0,
    };
  }

  async function* entriesCsv(filter: AuditFilter | undefined) {
    yield UTF8_BOM + csvLine(EXPORT_COLUMNS);
    if (!filter) return;
    let before: AuditFilter['before'];
    for (;;) {
      const rows = await listAuditEntries(db, { ...filter, before, limit: AUDIT_EXPORT_BATCH });
      if (rows.length === 0) return;
      yield rows.map((row) => exportLine(toEntry(row))).join('');
      const last = rows.at(-1)!;
      before = { at: last.createdAtKey, id: last.id };
      if (rows.length < AUDIT_EXPORT_BATCH) return;
    }
  }

  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      // The cursor is checked first: a wrong one is refused even when nothing can match.
      const before = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
      const filter = await filterOf(query);
      if (!filter) return { entries: [], hasMore: false, nextCursor: null };
      const rows = await listAuditEntries(db, {
        ...filter,
        before: before && { at: before[0], id: before[1] },
        limit: query.limit + 1,
      });
      const page = toPage(rows, query.limit, (r) => [r.createdAtKey, r.id]);
      return {
        entries: page.items.map(toEntry),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    /** The filtered entries as CSV, newest first; the export is logged before it streams. */
    async exportCsv(query: AuditFilterQuery, staff: StaffActor) {
      const filter = await filterOf(query);
      const now = clock.now();
      const filename = `actividad-${now.toISOString().slice(0, 10)}.csv`;
      await writeAudit(
        db,
        {
          ...staff,
          action: 'export.audit',
          target: filename,
          details: {
            from: query.from,
            to: query.to,
            action: query.action,
            staff: filter?.actor?.slice('admin:'.length) ?? query.actor,
            userId: query.userId,
          },
        },
        now,
      );
      return { filename, chunks: entriesCsv(filter) };
    },

    async staff(): Promise<AuditStaff> {
      const rows = await listAdmins(db);
      const staff = rows
        .map((r) => ({ id: r.id, username: r.username }))
        .sort((a, b) => a.username.localeCompare(b.username, 'es'));
      return { usernames: staff.map((s) => s.username), staff };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
