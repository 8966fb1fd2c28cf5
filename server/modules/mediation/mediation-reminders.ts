import { MEDIATION_STAGE_IDS, mediationStageId } from '@schemas/mediation';
import type { PendingItem } from '@schemas/mediation-case';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { MailOutbox } from '../mail/outbox.service';
import { caseMailContext, reminderMail } from './case-mail';
import { findAgreement } from './agreement.repo';
import { agreementState } from './agreement-state';
import {
  SIGNING_STAGE,
  agreementPending,
  disputeReplyPending,
  documentsPending,
  idPhotoPending,
  profilePending,
} from './creditor-view';
import {
  closeAllPending,
  countUnopened,
  dueRemindersOf,
  findDispute,
  openRemindersOf,
  tryLockUser,
  updateReminders,
  usersWithDueReminders,
  type ReminderRow,
} from './mediation-case.repo';
import { record, type Acting } from './mediation-workflow';
import { MAX_REMINDERS, nextAgreementReminderAt, nextReminderAt } from './reminder-schedule';

type LockedUser = NonNullable<Awaited<ReturnType<typeof tryLockUser>>>;

const FINAL_STAGE = MEDIATION_STAGE_IDS[MEDIATION_STAGE_IDS.length - 1];
const BATCH = 50;

interface StillPending {
  pending: PendingItem;
  /** When the job looks at it again after this pass. */
  nextAt: Date;
}

const everyFewDays = (pending: PendingItem | null, now: Date): StillPending | null =>
  pending && { pending, nextAt: nextReminderAt(now) };

/** What the watched item asks of the creditor now, and when to look again; null once it is done. */
async function stillPending(
  tx: DbOrTx,
  user: LockedUser,
  item: ReminderRow,
  now: Date,
): Promise<StillPending | null> {
  switch (item.kind) {
    case 'profile':
      return everyFewDays(profilePending(user), now);
    case 'id-photo':
      return everyFewDays(idPhotoPending(user), now);
    case 'documents':
      return everyFewDays(documentsPending(await countUnopened(tx, user.id, item.subject)), now);
    case 'dispute-reply': {
      const dispute = await findDispute(tx, item.subject);
      return everyFewDays(dispute?.userId === user.id ? disputeReplyPending(dispute) : null, now);
    }
    case 'agreement': {
      // Issued, neither signed, declined, voided nor expired, in 'Para Firma'
      // (docs/product/signed-agreement.md#reminders).
      const agreement = await findAgreement(tx, item.subject);
      if (agreement?.userId !== user.id || user.mediationStatus !== SIGNING_STAGE) return null;
      const state = agreementState(agreement, now);
      if (state !== 'issued' && state !== 'viewed') return null;
      return {
        pending: agreementPending(agreement.expiresAt),
        nextAt: nextAgreementReminderAt(agreement.issuedAt, agreement.expiresAt, now),
      };
    }
    default:
      return null;
  }
}

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  publicUrl: string | undefined;
}

/**
 * Reminders (docs/product/creditor-case.md#reminders, docs/decisions/creditor-case.md), sent by
 * a job that every app instance runs. Each creditor is claimed with a row lock taken with SKIP LOCKED: two instances never
 * remind the same person at once, and the reminder, its timeline entry and its e-mail (written
 * to the outbox) commit together, so a reminder is sent once and a crash before the commit
 * leaves it due for the next pass.
 */
export function createMediationReminders({ db, clock, outbox, appName, publicUrl }: RemindersDeps) {
  /** One creditor's due items in one transaction; answers the outbox mail it wrote, if any. */
  const remindUser = (userId: string) =>
    db.transaction(async (tx) => {
      const user = await tryLockUser(tx, userId);
      if (!user) return undefined;
      const now = clock.now();
      if (user.mediationStatus === null || user.mediationStatus === FINAL_STAGE) {
        await closeAllPending(tx, userId, now);
        return undefined;
      }
      const done: string[] = [];
      const reminded: ({ id: string } & StillPending)[] = [];
      for (const item of await dueRemindersOf(tx, userId, now)) {
        const still = await stillPending(tx, user, item, now);
        if (!still) done.push(item.id);
        // No more e-mails; looked at again later, to be closed once it is done.
        else if (item.sent >= MAX_REMINDERS) {
          await updateReminders(tx, [item.id], { nextAt: still.nextAt });
        } else reminded.push({ id: item.id, ...still });
      }
      await updateReminders(tx, done, { doneAt: now });
      if (reminded.length === 0) return undefined;
      return remind(tx, user, reminded, { actor: 'system', at: now });
    });

  /** Records the reminder of `items` and queues its e-mail, in the caller's transaction. */
  async function remind(
    tx: DbOrTx,
    user: LockedUser,
    reminded: ({ id: string } & StillPending)[],
    acting: Acting,
  ) {
    for (const r of reminded) {
      await updateReminders(tx, [r.id], {
        countSent: true,
        lastSentAt: acting.at,
        nextAt: r.nextAt,
      });
    }
    const texts = reminded.map((r) => r.pending.text);
    await record(tx, acting, user.id, {
      action: 'mediation.reminder_sent',
      details: {
        from: mediationStageId.parse(user.mediationStatus),
        text: texts.join('\n'),
        items: reminded.map((r) => r.pending.kind),
      },
    });
    return outbox.queue(tx, reminderMail(caseMailContext({ appName, publicUrl }, user), texts));
  }

  return {
    /**
     * A reminder staff ask for now (a bulk 'Enviar recordatorio'), in the caller's transaction:
     * every pending step of the case, whether due or not, within the same limit of reminders per
     * step (docs/product/creditor-case.md#reminders). Refused in Spanish when nothing is pending.
     */
    async remindNowIn(tx: DbOrTx, userId: string, acting: Acting) {
      const user = await tryLockUser(tx, userId);
      if (!user) throw conflict('El caso se está modificando en este momento; inténtalo de nuevo');
      if (user.mediationStatus === null) throw notFound('El usuario no está en mediación');
      const reminded: ({ id: string } & StillPending)[] = [];
      let exhausted = false;
      for (const item of await openRemindersOf(tx, userId)) {
        const still = await stillPending(tx, user, item, acting.at);
        if (!still) continue;
        if (item.sent >= MAX_REMINDERS) exhausted = true;
        else reminded.push({ id: item.id, ...still });
      }
      if (reminded.length === 0) {
        throw conflict(
          exhausted
            ? `Ya se enviaron los ${MAX_REMINDERS} recordatorios de lo que tiene pendiente`
            : 'El titular no tiene nada pendiente que recordarle',
        );
      }
      return remind(tx, user, reminded, acting);
    },

    /** One pass: every creditor with something due (up to `limit` a pass). */
    async sendDue(limit = BATCH) {
      const mails: (string | undefined)[] = [];
      for (const userId of await usersWithDueReminders(db, clock.now(), limit)) {
        const mailId = await remindUser(userId);
        if (mailId) mails.push(mailId);
      }
      await outbox.deliver(...mails);
      return { reminded: mails.length };
    },
  };
}

export type MediationReminders = ReturnType<typeof createMediationReminders>;
