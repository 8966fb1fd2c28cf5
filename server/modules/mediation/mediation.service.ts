import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  MEDIATION_EVENT_KINDS,
  MEDIATION_STAGE_IDS,
  mediationStageId,
  type MediationCase,
  type MediationCasePage,
  type MediationMembership,
  type MediationStageId,
  type MediationStats,
  type MediationUserInput,
  type MoveCaseInput,
  type MovedCase,
  type SentDocuments,
  type SentTestDocuments,
  type StageListQuery,
  type TimelineEntry,
  type TimelinePage,
} from '@schemas/mediation';
import type { PageQuery } from '@schemas/paging';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db, DbOrTx } from '../../db/client';
import { cursorPart, decodeCursor, toPage } from '../../db/keyset';
import type { MailAttachment, MailMessage } from '../../adapters/mail';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { MailOutbox } from '../mail/outbox.service';
import {
  documentsReference,
  renderMediationDocuments,
  type CaseFacts,
} from './mediation-documents';
import {
  discardPrepared,
  prepareDocuments,
  recordPrepared,
  type PreparedDocuments,
} from './issue-documents';
import { caseMailContext, movedBackMail, removedMail, stageMail } from './case-mail';
import { documentsMail, invitationMail } from './mediation-mail';
import { stageFilterConditions } from './stage-filters';
import { userSort } from '../admin-lists/user-sort';
import {
  assertMayActOnCase,
  INITIAL_STAGE,
  addCaseNote,
  inviteToMediation,
  moveCase,
  nextStage,
  removeFromMediation,
  stageMoves,
  stageOf,
} from './mediation-workflow';
import {
  countCasesByStage,
  findCase,
  listMediationEvents,
  listStageCases,
  type CaseRow,
  type MediationEventRow,
} from './mediation.repo';

/** Where a change's e-mail goes: queued in the change's transaction. */
export type MailSink = (message: MailMessage) => Promise<unknown>;

/** Who asks (from the request); the service adds when. */
export interface Actor {
  /** 'admin:<username>'. */
  actor: string;
  ip?: string;
  /** An owner (who alone reopens a settled case). */
  owner?: boolean;
}

export interface MediationServiceDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  /** Where the creditor's documents are kept, encrypted. */
  storage: ObjectStorage;
  appName: string;
  publicUrl: string | undefined;
  /** SUPPORT_CONTACT, named in the e-mails. */
  supportContact?: string;
  /** MEDIATION_TEST_EMAIL. */
  testEmail: string | undefined;
}

/** The made-up person of the 'Enviar documentos de prueba' documents. */
const TEST_CASE: Omit<CaseFacts, 'email'> = {
  fullName: 'Usuaria de Prueba Ejemplo',
  cellphone: '5500000000',
  countryCode: '+52',
  wallets: [
    {
      name: 'Cartera principal',
      address: '0x000000000000000000000000000000000000dEaD',
      balance: '1250.50',
    },
    {
      name: 'Ahorro',
      address: '0x1111111111111111111111111111111111111111',
      balance: '87.12345678',
    },
  ],
};

const timelineCursor = z.tuple([cursorPart.isoTimestamp, cursorPart.id]);

/** A generated document as an e-mail attachment. */
const asAttachment = ({ filename, content, contentType }: MailAttachment): MailAttachment => ({
  filename,
  content,
  contentType,
});

type ListedCase = NonNullable<CaseRow> & {
  openDisputes: number;
  lastReminderAt: Date | null;
  stageSince: Date | null;
  targetDays: number | null;
  overdue: boolean;
  assigneeName: string | null;
};

/** Who did it, as staff read it: the staff member's username, 'Titular' or 'Sistema'. */
function byWhom(actor: string) {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  return actor.startsWith('user:') ? 'Titular' : 'Sistema';
}

function toCase(row: ListedCase, stage: MediationStageId): MediationCase {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    cellphone: row.cellphone,
    countryCode: row.countryCode,
    country: row.country,
    walletCount: row.walletCount,
    totalBalance: row.totalBalance,
    idPhotoFront: row.idPhotoFront,
    idPhotoBack: row.idPhotoBack,
    mediationStatus: stage,
    verified: row.verified === 1,
    openDisputes: row.openDisputes,
    lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
    stageSince: row.stageSince?.toISOString() ?? null,
    targetDays: row.targetDays,
    overdue: row.overdue,
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
  };
}

function toEntry(row: MediationEventRow): TimelineEntry {
  const details = row.details ?? {};
  const stage = (value: string | null) => (value === null ? null : mediationStageId.parse(value));
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    by: byWhom(row.actor),
    kind: z.enum(MEDIATION_EVENT_KINDS).parse(row.kind),
    fromStage: stage(row.fromStage),
    toStage: stage(row.toStage),
    text: row.text,
    reference: typeof details.reference === 'string' ? details.reference : null,
    documents: Array.isArray(details.documents) ? details.documents.map(String) : [],
    verified: details.verified === true,
    reasonShared: details.reasonShared === true,
    wallet: typeof details.wallet === 'string' ? details.wallet : null,
    accepted: typeof details.accepted === 'boolean' ? details.accepted : null,
  };
}

export function createMediationService(deps: MediationServiceDeps) {
  const { db, clock, outbox, storage, appName, publicUrl, supportContact, testEmail } = deps;
  const acting = ({ actor, ip }: Actor) => ({ actor, ip, at: clock.now() });
  const mailContext = (user: { email: string; fullName: string | null; name: string }) =>
    caseMailContext(deps, user);

  /** One move in the caller's transaction, with the creditor's e-mail. */
  async function moveIn(
    tx: DbOrTx,
    userId: string,
    input: MoveCaseInput,
    who: Actor,
    mail: MailSink,
  ): Promise<MovedCase> {
    const moved = await moveCase(
      tx,
      {
        userId,
        to: mediationStageId.parse(input.status),
        reason: input.reason,
        shareReason: input.shareReason,
        byOwner: who.owner === true,
      },
      acting(who),
    );
    const context = mailContext(moved.user);
    await mail(
      moved.direction === 'back'
        ? movedBackMail(context, moved.to, input.shareReason ? input.reason : undefined)
        : stageMail(context, moved.to, moved.verified && moved.from === 'verificar-id'),
    );
    return { from: moved.from, to: moved.to, verified: moved.verified };
  }

  /** An invitation in the caller's transaction, with its e-mail. */
  async function inviteIn(tx: DbOrTx, userId: string, who: Actor, mail: MailSink) {
    const user = await inviteToMediation(tx, userId, acting(who));
    await mail(
      invitationMail({
        ...mailContext(user),
        walletCount: user.walletCount,
        totalBalance: user.totalBalance,
      }),
    );
  }

  /** The documents of a case, rendered and stored before the transaction that records them. */
  const prepareCaseDocuments = (userId: string, at: Date) =>
    prepareDocuments(db, storage, userId, { issuer: appName, at, supportContact });

  /** Records prepared documents and e-mails them, in the caller's transaction. */
  async function recordDocumentsIn(
    tx: DbOrTx,
    prepared: PreparedDocuments,
    who: Actor,
    at: Date,
    mail: MailSink,
  ) {
    const { user, reference, rendered } = prepared;
    await recordPrepared(tx, prepared, { ...who, at });
    await mail(
      documentsMail({
        ...mailContext(user),
        reference,
        attachments: rendered.map(asAttachment),
      }),
    );
  }

  return {
    /** Exact counts of every stage (zero included), from the partial index. */
    async stats(): Promise<MediationStats> {
      const counts = Object.fromEntries(MEDIATION_STAGE_IDS.map((id) => [id, 0])) as MediationStats;
      for (const row of await countCasesByStage(db)) {
        counts[mediationStageId.parse(row.stage)] = row.count;
      }
      return counts;
    },

    /** One stage's page; `meId` is the signed-in staff member (the `assignee=me` filter). */
    async list(
      stage: MediationStageId,
      query: StageListQuery,
      meId: string,
    ): Promise<MediationCasePage> {
      // docs/decisions/admin-lists.md#filters-in-sql: the same filters and sorts as Usuarios.
      const now = clock.now();
      const sort = userSort(query.sort ?? 'name', query.order);
      const conditions = stageFilterConditions(stage, query, now, meId);
      if (query.cursor) conditions.push(sort.after(query.cursor));
      const rows = await listStageCases(db, {
        conditions,
        sort,
        limit: query.limit,
        offset: query.cursor ? 0 : (query.page - 1) * query.limit,
        now,
      });
      const page = toPage(rows, query.limit, (r) => [r.sortKey as string | number, r.id]);
      return {
        users: page.items.map(({ sortKey: _key, ...row }) => toCase(row, stage)),
        moves: stageMoves(stage),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    /** One move; the creditor gets an e-mail of it in the same transaction. */
    async move(userId: string, input: MoveCaseInput, who: Actor): Promise<MovedCase> {
      const { result } = await outbox.commitWithMail((tx, mail) =>
        moveIn(tx, userId, input, who, mail),
      );
      return result;
    },

    /** Invites, and writes the invitation e-mail in the same transaction. */
    async invite(input: MediationUserInput, who: Actor): Promise<MediationMembership> {
      const { delivery } = await outbox.commitWithMail((tx, mail) =>
        inviteIn(tx, input.userId, who, mail),
      );
      return {
        selectedForMediation: true,
        mediationStatus: INITIAL_STAGE,
        emailSent: delivery.sent,
      };
    },

    inviteIn,
    moveIn,

    /** The case one stage forward (the board's 'Avanzar'), in the caller's transaction. */
    async moveForwardIn(tx: DbOrTx, userId: string, who: Actor, mail: MailSink) {
      const next = nextStage(stageOf(await findCase(tx, userId)));
      if (!next) throw conflict(`El caso ya está en la etapa final`);
      return moveIn(tx, userId, { status: next }, who, mail);
    },

    async remove(userId: string, who: Actor): Promise<MediationMembership> {
      const { delivery } = await outbox.commitWithMail(async (tx, mail) => {
        const user = await removeFromMediation(tx, userId, acting(who));
        await mail(removedMail(mailContext(user)));
      });
      return { selectedForMediation: false, mediationStatus: null, emailSent: delivery.sent };
    },

    async addNote(userId: string, text: string, who: Actor): Promise<TimelineEntry> {
      return toEntry(await db.transaction((tx) => addCaseNote(tx, userId, text, acting(who))));
    },

    async timeline(userId: string, query: PageQuery): Promise<TimelinePage> {
      const before = query.cursor ? decodeCursor(query.cursor, timelineCursor) : undefined;
      if (!(await findCase(db, userId))) throw notFound('Usuario no encontrado');
      const rows = await listMediationEvents(db, userId, { limit: query.limit, before });
      const page = toPage(rows, query.limit, (r) => [r.createdAt.toISOString(), r.id]);
      return {
        entries: page.items.map(toEntry),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    /**
     * Only in 'Docs P/Firma': the user's documents, kept (encrypted) in their case and e-mailed
     * to the stored address (never the body's), with the timeline entry, in one transaction.
     * The stage does not change.
     */
    async sendDocuments(input: MediationUserInput, who: Actor): Promise<SentDocuments> {
      const at = clock.now();
      await assertMayActOnCase(db, input.userId, who.actor);
      const prepared = await prepareCaseDocuments(input.userId, at);
      try {
        const { delivery } = await outbox.commitWithMail((tx, mail) =>
          recordDocumentsIn(tx, prepared, who, at, mail),
        );
        return {
          documentsCount: prepared.rendered.length,
          reference: prepared.reference,
          emailSent: delivery.sent,
        };
      } catch (err) {
        await discardPrepared(storage, prepared);
        throw err;
      }
    },

    prepareCaseDocuments,
    recordDocumentsIn,
    discardDocuments: (prepared: PreparedDocuments) => discardPrepared(storage, prepared),

    /** The same documents with made-up data, to MEDIATION_TEST_EMAIL (kept nowhere). */
    /** Where the test documents go, for the confirmation that names it. */
    testDocumentsAddress: () => testEmail ?? null,

    async sendTestDocuments(who: Actor): Promise<SentTestDocuments> {
      const to = testEmail;
      if (!to) {
        throw conflict('Define MEDIATION_TEST_EMAIL para enviar los documentos de prueba');
      }
      const at = clock.now();
      const reference = documentsReference(at, randomBytes(4).toString('hex'));
      const rendered = await renderMediationDocuments(
        { ...TEST_CASE, email: to },
        { issuer: appName, reference, at, watermark: 'DOCUMENTO DE PRUEBA', supportContact },
      );
      const { delivery } = await outbox.commitWithMail(async (tx, mail) => {
        await writeAudit(
          tx,
          {
            actor: who.actor,
            action: 'mediation.test_documents_sent',
            details: { email: to, reference },
            ip: who.ip,
          },
          at,
        );
        await mail(
          documentsMail({
            appName,
            publicUrl,
            to,
            name: TEST_CASE.fullName,
            reference,
            attachments: rendered.map(asAttachment),
            test: true,
          }),
        );
      });
      return { documentsCount: rendered.length, email: to, emailSent: delivery.sent };
    },
  };
}

export type MediationService = ReturnType<typeof createMediationService>;
