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
  type TimelineEntry,
  type TimelinePage,
} from '@schemas/mediation';
import type { PageQuery } from '@schemas/paging';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../db/keyset';
import { badGateway, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import type { MailOutbox } from '../mail/outbox.service';
import {
  documentsReference,
  renderMediationDocuments,
  type CaseFacts,
} from './mediation-documents';
import { documentsMail, invitationMail } from './mediation-mail';
import {
  INITIAL_STAGE,
  addCaseNote,
  documentsCase,
  inviteToMediation,
  moveCase,
  recordDocumentsSent,
  removeFromMediation,
  stageMoves,
} from './mediation-workflow';
import {
  countCasesByStage,
  findCase,
  listCaseWallets,
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
}

export interface MediationServiceDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  publicUrl: string | undefined;
  /** MEDIATION_TEST_EMAIL. */
  testEmail: string | undefined;
}

/** The made-up person of the 'Test Email' documents. */
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

const caseCursor = z.tuple([z.string(), z.uuid()]);
const timelineCursor = z.tuple([z.iso.datetime(), z.uuid()]);

const displayName = (user: { fullName: string | null; name: string }) =>
  user.fullName?.trim() || user.name;

function toCase(row: NonNullable<CaseRow>, stage: MediationStageId): MediationCase {
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
  };
}

function toEntry(row: MediationEventRow): TimelineEntry {
  const details = row.details ?? {};
  const stage = (value: string | null) => (value === null ? null : mediationStageId.parse(value));
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    by: row.actor.startsWith('admin:') ? row.actor.slice('admin:'.length) : 'Sistema',
    kind: z.enum(MEDIATION_EVENT_KINDS).parse(row.kind),
    fromStage: stage(row.fromStage),
    toStage: stage(row.toStage),
    text: row.text,
    reference: typeof details.reference === 'string' ? details.reference : null,
    documents: Array.isArray(details.documents) ? details.documents.map(String) : [],
    verified: details.verified === true,
  };
}

export function createMediationService(deps: MediationServiceDeps) {
  const { db, clock, outbox, appName } = deps;
  const acting = (who: Actor) => ({ ...who, at: clock.now() });

  /** The two PDFs, e-mailed as attachments through the outbox. */
  async function mailDocuments(facts: CaseFacts, to: string, test: boolean) {
    const at = clock.now();
    const reference = documentsReference(at, randomBytes(4).toString('hex'));
    const attachments = await renderMediationDocuments(facts, {
      issuer: appName,
      reference,
      at,
      watermark: test ? 'DOCUMENTO DE PRUEBA' : undefined,
    });
    const delivery = await outbox.send(
      documentsMail({ appName, to, name: facts.fullName, reference, attachments, test }),
    );
    if (delivery === 'lost') {
      throw badGateway('No se pudo enviar el correo con los documentos. Inténtalo de nuevo.');
    }
    return { reference, documents: attachments.map((a) => a.filename), delivery, at };
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

    async list(stage: MediationStageId, query: PageQuery): Promise<MediationCasePage> {
      const after = query.cursor ? decodeCursor(query.cursor, caseCursor) : undefined;
      const rows = await listStageCases(db, stage, {
        limit: query.limit,
        after,
        offset: (query.page - 1) * query.limit,
      });
      const page = toPage(rows, query.limit, (r) => [r.sortName, r.id]);
      return {
        users: page.items.map((row) => toCase(row, stage)),
        moves: stageMoves(stage),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    async move(userId: string, input: MoveCaseInput, who: Actor): Promise<MovedCase> {
      return db.transaction((tx) =>
        moveCase(
          tx,
          { userId, to: mediationStageId.parse(input.status), reason: input.reason },
          acting(who),
        ),
      );
    },

    /** Invites, then tells the user by e-mail; the invitation stands if the mail must wait. */
    async invite(input: MediationUserInput, who: Actor): Promise<MediationMembership> {
      const user = await db.transaction((tx) => inviteToMediation(tx, input.userId, acting(who)));
      const delivery = await outbox.send(
        invitationMail({
          appName,
          publicUrl: deps.publicUrl,
          to: user.email,
          name: displayName(user),
          walletCount: user.walletCount,
          totalBalance: user.totalBalance,
        }),
      );
      return {
        selectedForMediation: true,
        mediationStatus: INITIAL_STAGE,
        emailSent: delivery === 'sent',
      };
    },

    async remove(userId: string, who: Actor): Promise<MediationMembership> {
      await db.transaction((tx) => removeFromMediation(tx, userId, acting(who)));
      return { selectedForMediation: false, mediationStatus: null, emailSent: false };
    },

    async addNote(userId: string, text: string, who: Actor): Promise<TimelineEntry> {
      return toEntry(await db.transaction((tx) => addCaseNote(tx, userId, text, acting(who))));
    },

    async timeline(userId: string, query: PageQuery): Promise<TimelinePage> {
      if (!(await findCase(db, userId))) throw notFound('Usuario no encontrado');
      const before = query.cursor ? decodeCursor(query.cursor, timelineCursor) : undefined;
      const rows = await listMediationEvents(db, userId, { limit: query.limit, before });
      const page = toPage(rows, query.limit, (r) => [r.createdAt.toISOString(), r.id]);
      return {
        entries: page.items.map(toEntry),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    /**
     * Only in 'Docs P/Firma': the user's documents to the stored e-mail (never the body's), then
     * the timeline entry. The stage does not change.
     */
    async sendDocuments(input: MediationUserInput, who: Actor): Promise<SentDocuments> {
      const user = documentsCase(await findCase(db, input.userId));
      const wallets = await listCaseWallets(db, user.email);
      const facts = { ...user, fullName: displayName(user), wallets };
      const sent = await mailDocuments(facts, user.email, false);
      await db.transaction((tx) =>
        recordDocumentsSent(
          tx,
          user.id,
          {
            reference: sent.reference,
            documents: sent.documents,
            email: user.email,
            delivery: sent.delivery,
          },
          { ...who, at: sent.at },
        ),
      );
      return {
        documentsCount: sent.documents.length,
        reference: sent.reference,
        emailSent: sent.delivery === 'sent',
      };
    },

    /** The same documents with made-up data, to MEDIATION_TEST_EMAIL. */
    async sendTestDocuments(who: Actor): Promise<SentTestDocuments> {
      const to = deps.testEmail;
      if (!to) {
        throw conflict('Define MEDIATION_TEST_EMAIL para enviar los documentos de prueba');
      }
      const sent = await mailDocuments({ ...TEST_CASE, email: to }, to, true);
      await db.transaction((tx) =>
        writeAudit(
          tx,
          {
            actor: who.actor,
            action: 'mediation.test_documents_sent',
            details: { email: to, reference: sent.reference, delivery: sent.delivery },
            ip: who.ip,
          },
          sent.at,
        ),
      );
      return {
        documentsCount: sent.documents.length,
        email: to,
        emailSent: sent.delivery === 'sent',
      };
    },
  };
}

export type MediationService = ReturnType<typeof createMediationService>;
