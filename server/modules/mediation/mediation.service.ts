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
import type { Db } from '../../db/client';
import { cursorPart, decodeCursor, toPage } from '../../db/keyset';
import type { MailAttachment } from '../../adapters/mail';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import type { MailOutbox } from '../mail/outbox.service';
import {
  documentsReference,
  renderMediationDocuments,
  type CaseFacts,
} from './mediation-documents';
import { discardPrepared, prepareDocuments, recordPrepared } from './issue-documents';
import { caseMailContext, movedBackMail, removedMail, stageMail } from './case-mail';
import { documentsMail, invitationMail } from './mediation-mail';
import { stageFilterConditions } from './stage-filters';
import { userSort } from '../admin/user-sort';
import {
  INITIAL_STAGE,
  addCaseNote,
  inviteToMediation,
  moveCase,
  removeFromMediation,
  stageMoves,
} from './mediation-workflow';
import {
  countCasesByStage,
  findCase,
  listMediationEvents,
  listStageCases,
  type CaseRow,
  type MediationEventRow,
} from './mediation.repo';

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

type ListedCase = NonNullable<CaseRow> & { openDisputes: number; lastReminderAt: Date | null };

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

  return {
    /** Exact counts of every stage (zero included), from the partial index. */
    async stats(): Promise<MediationStats> {
      const counts = Object.fromEntries(MEDIATION_STAGE_IDS.map((id) => [id, 0])) as MediationStats;
      for (const row of await countCasesByStage(db)) {
        counts[mediationStageId.parse(row.stage)] = row.count;
      }
      return counts;
    },

    async list(stage: MediationStageId, query: StageListQuery): Promise<MediationCasePage> {
      // docs/decisions/admin-lists.md#filters-in-sql: the same filters and sorts as Usuarios.
      const sort = userSort(query.sort ?? 'name', query.order);
      const conditions = stageFilterConditions(stage, query, clock.now());
      if (query.cursor) conditions.push(sort.after(query.cursor));
      const rows = await listStageCases(db, {
        conditions,
        sort,
        limit: query.limit,
        offset: query.cursor ? 0 : (query.page - 1) * query.limit,
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
      const { result } = await outbox.commitWithMail(async (tx, mail) => {
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
      });
      return result;
    },

    /** Invites, and writes the invitation e-mail in the same transaction. */
    async invite(input: MediationUserInput, who: Actor): Promise<MediationMembership> {
      const { delivery } = await outbox.commitWithMail(async (tx, mail) => {
        const user = await inviteToMediation(tx, input.userId, acting(who));
        await mail(
          invitationMail({
            ...mailContext(user),
            walletCount: user.walletCount,
            totalBalance: user.totalBalance,
          }),
        );
      });
      return {
        selectedForMediation: true,
        mediationStatus: INITIAL_STAGE,
        emailSent: delivery.sent,
      };
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
      const prepared = await prepareDocuments(db, storage, input.userId, {
        issuer: appName,
        at,
        supportContact,
      });
      const { user, reference, rendered } = prepared;
      try {
        const { delivery } = await outbox.commitWithMail(async (tx, mail) => {
          await recordPrepared(tx, prepared, { ...who, at });
          await mail(
            documentsMail({
              ...mailContext(user),
              reference,
              attachments: rendered.map(asAttachment),
            }),
          );
        });
        return { documentsCount: rendered.length, reference, emailSent: delivery.sent };
      } catch (err) {
        await discardPrepared(storage, prepared);
        throw err;
      }
    },

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
