import type { BulkAction } from '@schemas/bulk-jobs';
import { mediationStageLabel, mediationStageId } from '@schemas/mediation';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { MailOutbox } from '../mail/outbox.service';
import type { MediationReminders } from '../mediation/mediation-reminders';
import type { Actor, MediationService } from '../mediation/mediation.service';
import { assignerOf, assignInTx } from '../assignment/assignment.service';
import { findExportRow } from './bulk-jobs.repo';

/** Whose job, when: every item acts as its author. */
export interface ItemContext {
  jobId: string;
  who: Actor;
  at: Date;
  /** The job's parameters (`assigneeId` for 'assign'). */
  params: { assigneeId?: string } | null;
}

/**
 * One bulk action on one case (docs/decisions/bulk-jobs.md#one-item-one-transaction): `run`
 * makes the single action's change in the item's transaction (an AppError is the reason the
 * item is skipped); `prepare` does what cannot be in a transaction (storing documents) before it.
 */
export interface ItemAction<P = unknown> {
  prepare?(userId: string, item: ItemContext): Promise<P>;
  run(tx: DbOrTx, userId: string, item: ItemContext, prepared: P): Promise<ItemData | void>;
  discard?(prepared: P): Promise<void>;
}
export type ItemData = Record<string, unknown>;

export function bulkItemActions(deps: {
  mediation: MediationService;
  reminders: MediationReminders;
  outbox: MailOutbox;
}): Record<BulkAction, ItemAction<unknown>> {
  const { mediation, reminders, outbox } = deps;
  /** The single actions' e-mails are queued, never sent from here: the outbox paces them. */
  const queueIn = (tx: DbOrTx) => (message: Parameters<MailOutbox['queue']>[1]) =>
    outbox.queue(tx, message);
  /** The single 'Asignar a…' / 'Liberar' of a case, as the job's author (same rules, audit, timeline). */
  const assignTo =
    (assigneeId: (item: ItemContext) => string | null): ItemAction['run'] =>
    async (tx, userId, item) => {
      const assigner = await assignerOf(tx, item.who.actor);
      const input = { kind: 'case' as const, id: userId, assigneeId: assigneeId(item) };
      await assignInTx(tx, input, assigner, { actor: item.who.actor, at: item.at });
    };
  type Prepared = Awaited<ReturnType<MediationService['prepareCaseDocuments']>>;
  const sendDocuments: ItemAction<Prepared> = {
    prepare: (userId, item) => mediation.prepareCaseDocuments(userId, item.at),
    run: (tx, _userId, item, prepared) =>
      mediation.recordDocumentsIn(tx, prepared, item.who, item.at, queueIn(tx)),
    discard: (prepared) => mediation.discardDocuments(prepared),
  };
  return {
    invite: {
      run: (tx, userId, item) => mediation.inviteIn(tx, userId, item.who, queueIn(tx)),
    },
    'move-forward': {
      run: async (tx, userId, item) => {
        await mediation.moveForwardIn(tx, userId, item.who, queueIn(tx));
      },
    },
    'send-documents': sendDocuments as ItemAction<unknown>,
    remind: {
      run: async (tx, userId, item) => {
        await reminders.remindNowIn(tx, userId, { actor: item.who.actor, at: item.at });
      },
    },
    export: {
      run: async (tx, userId, item) => {
        const row = await findExportRow(tx, userId);
        if (!row) throw conflict('Usuario no encontrado');
        await writeAudit(
          tx,
          {
            actor: item.who.actor,
            action: 'bulk.exported',
            target: `user:${userId}`,
            details: { jobId: item.jobId },
          },
          item.at,
        );
        const stage = row.mediationStatus ? mediationStageId.parse(row.mediationStatus) : null;
        return {
          email: row.email,
          cellphone: [row.countryCode, row.cellphone].filter(Boolean).join(' '),
          stage: stage ? mediationStageLabel(stage) : 'Sin mediación',
          wallets: row.walletCount,
          balance: row.totalBalance,
        };
      },
    },
    assign: { run: assignTo((item) => item.params?.assigneeId ?? null) },
    release: { run: assignTo(() => null) },
  };
}
