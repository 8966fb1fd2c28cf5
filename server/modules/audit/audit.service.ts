import type { AuditPage, AuditQuery, AuditStaff } from '@schemas/audit';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../db/keyset';
import { listAdminUsernames } from '../admin/admin-auth.repo';
import { listAuditEntries } from './audit.repo';
import { adminActor } from './staff-actor';

const cursorKey = z.tuple([z.string(), z.uuid()]);

/** The staff activity log as the panel reads it: newest first, by user (whom) or staff member. */
export function createAuditService({ db }: { db: Db }) {
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const before = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
      const rows = await listAuditEntries(db, {
        userId: query.userId,
        actor: query.actor ? adminActor(query.actor) : undefined,
        before: before && { at: before[0], id: before[1] },
        limit: query.limit + 1,
      });
      const page = toPage(rows, query.limit, (r) => [r.createdAtKey, r.id]);
      return {
        entries: page.items.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          actor: r.actor,
          action: r.action,
          target: r.target,
          user: r.userId ? { id: r.userId, email: r.userEmail, fullName: r.userName } : null,
          details: (r.details as Record<string, unknown> | null) ?? null,
          ip: r.ip,
        })),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    staff: async (): Promise<AuditStaff> => ({ usernames: await listAdminUsernames(db) }),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
