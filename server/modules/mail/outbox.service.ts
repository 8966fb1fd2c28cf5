import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { MailOutboxStatus } from '@schemas/admin-mail';
import type { Clock } from '../../adapters/clock';
import { MailSendError, type MailMessage, type Mailer } from '../../adapters/mail';
import type { SecretBox } from '../../adapters/secret-box';
import type { Db, DbOrTx } from '../../db/client';
import {
  claimOutboxRows,
  deleteOldOutboxRows,
  expireOutboxRows,
  insertOutboxRow,
  markOutboxFailed,
  markOutboxSent,
  readOutboxDepth,
  supersedeOutboxRows,
  type ClaimedMail,
} from './outbox.repo';

export const MAX_MAIL_ATTEMPTS = 10;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
/** Staff are shown the oldest waiting mail once it has waited this long. */
export const LATE_MAIL_MS = 5 * 60_000;
/** Sent and given-up rows are kept this long as the record of what went out. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60_000;
const EXPIRED = 'Venció antes de poder enviarse';
const SUPERSEDED = 'Reemplazado por un correo más reciente';

/** 1, 2, 4, … minutes after the n-th failed attempt, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface QueueOptions {
  /** Not sent after this moment (a code that stops working then). */
  expiresAt?: Date;
  /** A key (e.g. per recipient and purpose): queuing gives up the unsent mails of the same key. */
  supersedes?: string;
  /** Queue only when this SQL condition holds, decided in the insert itself. */
  onlyIf?: SQL;
}

/** What the first send after the commit did: sent, or left in the outbox (and why). */
export type Delivery = { sent: true } | { sent: false; reason: string };

const WAITING: Delivery = { sent: false, reason: 'En cola de envío' };

interface SealedBody {
  html: string;
  text: string;
  highlight?: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

const sealContext = (id: string) => `mail_outbox:${id}`;

function describe(err: unknown): string {
  if (err instanceof MailSendError) return err.detail;
  return err instanceof Error ? err.message : String(err);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/**
 * The transactional outbox every e-mail goes through (docs/decisions/mail-outbox.md): `queue`
 * writes the mail in the caller's transaction, so it exists exactly when the change it reports
 * was committed; `deliver` sends it right after the commit; the mail-outbox job (`retryDue`, on
 * every instance) sends whatever is left: a refused send, a sender that crashed or was killed
 * between commit and send. Sending claims the row, so two senders never send one mail together.
 */
export function createMailOutbox({
  db,
  mailer,
  clock,
  log,
  secretBox,
}: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: OutboxLog;
  /** Seals queued contents (codes, passwords, documents) with the data key. */
  secretBox: SecretBox;
}) {
  // Longer than any send can take, so a claim outlives its sender only when the sender is gone.
  const leaseMs = Math.max(2 * mailer.sendTimeoutMs, 5_000);
  const inFlight = new Set<Promise<unknown>>();

  function messageOf(row: ClaimedMail): MailMessage {
    const body: SealedBody = row.sealed
      ? (JSON.parse(secretBox.open(row.sealed, sealContext(row.id))) as SealedBody)
      : { html: row.html ?? '', text: row.text ?? '', attachments: row.attachments ?? [] };
    return {
      to: row.to,
      subject: row.subject,
      html: body.html,
      text: body.text,
      ...(body.highlight ? { highlight: body.highlight } : {}),
      attachments: (body.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
    };
  }

  async function sendClaimed(row: ClaimedMail): Promise<Delivery> {
    try {
      await mailer.send(messageOf(row));
      await markOutboxSent(db, row.id, clock.now());
      return { sent: true };
    } catch (err) {
      const now = clock.now();
      const reason = describe(err);
      const gaveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      await markOutboxFailed(db, row.id, {
        lastError: reason,
        nextAttemptAt: later(now, retryDelayMs(row.attempts)),
        gaveUpAt: gaveUp ? now : null,
      });
      const details = {
        err,
        mailId: row.id,
        to: row.to,
        subject: row.subject,
        attempts: row.attempts,
      };
      if (gaveUp) log.error(details, 'mail refused on every attempt; giving up');
      else log.warn(details, 'mail not sent; kept in the outbox for a retry');
      return { sent: false, reason };
    }
  }

  async function claim(limit: number, ids?: string[]) {
    const now = clock.now();
    return claimOutboxRows(db, { now, leaseUntil: later(now, leaseMs), limit, ids });
  }

  /**
   * Sends mails queued by a committed transaction, now. Never throws: what was not sent stays
   * in the outbox for the job, and the answer says why.
   */
  async function deliver(...ids: (string | undefined)[]): Promise<Delivery> {
    const wanted = ids.filter((id): id is string => id !== undefined);
    if (wanted.length === 0) return { sent: true };
    try {
      const claimed = await claim(wanted.length, wanted);
      let outcome: Delivery = claimed.length === wanted.length ? { sent: true } : WAITING;
      for (const row of claimed) {
        const delivery = await sendClaimed(row);
        if (!delivery.sent) outcome = delivery;
      }
      return outcome;
    } catch (err) {
      // The outbox job sends it later; the change it reports is committed whatever happens here.
      log.error({ err, mailIds: wanted }, 'mail queued but not sent after commit');
      return { sent: false, reason: describe(err) };
    }
  }

  /**
   * Writes the mail in `tx`, the transaction of the change it reports; answers its id (none
   * when `onlyIf` kept it out). Call `deliver` with the id once the transaction committed.
   */
  async function queue(tx: DbOrTx, mail: MailMessage, options: QueueOptions = {}) {
    const id = randomUUID();
    const at = clock.now();
    if (options.supersedes) await supersedeOutboxRows(tx, options.supersedes, at, SUPERSEDED);
    const body: SealedBody = {
      html: mail.html,
      text: mail.text,
      ...(mail.highlight ? { highlight: mail.highlight } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              base64: a.content.toString('base64'),
            })),
          }
        : {}),
    };
    return insertOutboxRow(
      tx,
      {
        id,
        to: mail.to,
        subject: mail.subject,
        sealed: secretBox.seal(JSON.stringify(body), sealContext(id)),
        expiresAt: options.expiresAt ?? null,
        supersedeKey: options.supersedes ?? null,
        at,
      },
      options.onlyIf,
    );
  }

  return {
    queue,

    /**
     * Runs `change` in one transaction in which each `mail(...)` is queued, then delivers those
     * mails once it committed: a service whose change reports itself by e-mail, in one call.
     */
    async commitWithMail<T>(
      change: (tx: DbOrTx, mail: (message: MailMessage) => Promise<void>) => Promise<T>,
    ): Promise<{ result: T; delivery: Delivery }> {
      const ids: (string | undefined)[] = [];
      const result = await db.transaction((tx) =>
        change(tx, async (message) => {
          ids.push(await queue(tx, message));
        }),
      );
      return { result, delivery: await deliver(...ids) };
    },

    deliver,

    /** `deliver` without waiting (after the answer has left); `settled` waits for these. */
    deliverLater(...ids: (string | undefined)[]) {
      const sending = deliver(...ids).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },

    /** Waits for sends started with `deliverLater` (server shutdown). */
    async settled() {
      await Promise.all(inFlight);
    },

    /** One pass of the outbox job; safe to run from several instances at once. */
    async retryDue(limit = 20) {
      const now = clock.now();
      const expired = await expireOutboxRows(db, now, EXPIRED);
      await deleteOldOutboxRows(db, new Date(now.getTime() - OUTBOX_RETENTION_MS));
      const claimed = await claim(limit);
      let sent = 0;
      for (const row of claimed) if ((await sendClaimed(row)).sent) sent += 1;
      return { sent, failed: claimed.length - sent, expired };
    },

    /** For the staff panel: how many mails wait, and the oldest when it is late. */
    async status(): Promise<MailOutboxStatus> {
      const { pending, oldest } = await readOutboxDepth(db);
      const waitedMs = oldest ? clock.now().getTime() - oldest.createdAt.getTime() : 0;
      return {
        pending,
        late:
          oldest && waitedMs > LATE_MAIL_MS
            ? {
                since: oldest.createdAt.toISOString(),
                to: oldest.to,
                subject: oldest.subject,
                attempts: oldest.attempts,
                lastError: oldest.lastError,
              }
            : null,
      };
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
