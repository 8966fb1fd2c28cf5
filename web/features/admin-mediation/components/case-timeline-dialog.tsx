import {
  ArrowRight,
  BadgeCheck,
  BellRing,
  Eye,
  FileSignature,
  FileX,
  Handshake,
  KeyRound,
  PenLine,
  FileText,
  MessageSquareReply,
  Scale,
  ShieldCheck,
  StickyNote,
  Undo2,
  UserCheck,
  UserMinus,
  UserPlus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { FormEvent } from 'react';
import { mediationStageLabel } from '@schemas/mediation-stages';
import type {
  MediationCase,
  MediationEventKind,
  MediationStageId,
  TimelineEntry,
} from '@schemas/mediation';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddCaseNote } from '../api/add-case-note';
import { useCaseTimeline } from '../api/case-timeline';
import { CaseDialog } from './case-dialog';
import { MessageField, useMessage } from './message-field';
import { LocalDateTime } from '@/components/local-time';

const stage = (id: MediationStageId | null) => (id ? mediationStageLabel(id) : '—');

const ICONS: Record<MediationEventKind, LucideIcon> = {
  invited: UserPlus,
  moved: ArrowRight,
  'moved-back': Undo2,
  note: StickyNote,
  documents: FileText,
  removed: UserMinus,
  'dispute-opened': Scale,
  'dispute-answered': MessageSquareReply,
  reminder: BellRing,
  terms: Handshake,
  'agreement-issued': FileSignature,
  'agreement-viewed': Eye,
  'agreement-code': KeyRound,
  'agreement-code-failed': KeyRound,
  'agreement-signed': PenLine,
  'agreement-declined': FileX,
  settled: BadgeCheck,
  assigned: UserCheck,
  unassigned: UserX,
};

/** The signed agreement's entries (docs/product/signed-agreement.md): a title and their line. */
const AGREEMENT_TITLES: Partial<Record<MediationEventKind, string>> = {
  terms: 'Términos acordados',
  'agreement-issued': 'Acuerdo emitido para firma',
  'agreement-viewed': 'El titular abrió el acuerdo',
  'agreement-code': 'Código de firma enviado al titular',
  'agreement-code-failed': 'Código de firma incorrecto',
  'agreement-signed': 'Firmado por el titular',
  'agreement-declined': 'El titular rechazó el acuerdo',
  settled: 'Caso liquidado',
};

const shortAddress = (address: string | null) =>
  address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '—';

/** What happened, in a line, and the words that go with it (reason, note, files). */
function describe(entry: TimelineEntry): { title: string; detail?: string } {
  const { fromStage: from, toStage: to } = entry;
  switch (entry.kind) {
    case 'invited':
      return { title: `Invitado a mediación (${stage(to)})` };
    case 'assigned':
      return { title: 'Caso asignado', detail: entry.text ?? undefined };
    case 'unassigned':
      return { title: 'Caso liberado', detail: entry.text ?? undefined };
    case 'moved':
      return entry.verified
        ? { title: `Identidad verificada: pasó de ${stage(from)} a ${stage(to)}` }
        : { title: `Pasó de ${stage(from)} a ${stage(to)}` };
    case 'moved-back':
      return {
        title: `Regresó de ${stage(from)} a ${stage(to)}`,
        detail: `Motivo${entry.reasonShared ? ' (compartido con el usuario)' : ''}: ${entry.text}`,
      };
    case 'note':
      return { title: `Nota (${stage(from)})`, detail: entry.text ?? '' };
    case 'documents':
      return {
        title: `Documentos enviados · referencia ${entry.reference}`,
        detail: entry.documents.join('\n'),
      };
    case 'removed':
      return { title: `Removido de mediación (estaba en ${stage(from)})` };
    case 'dispute-opened':
      return {
        title: `Desacuerdo con el saldo de la cartera ${shortAddress(entry.wallet)}`,
        detail: entry.text ?? '',
      };
    case 'dispute-answered':
      return {
        title: `Desacuerdo ${entry.accepted ? 'aceptado' : 'rechazado'} · cartera ${shortAddress(entry.wallet)}`,
        detail: entry.text ?? '',
      };
    case 'reminder':
      return { title: 'Recordatorio enviado al usuario', detail: entry.text ?? '' };
    default:
      return { title: AGREEMENT_TITLES[entry.kind] ?? entry.kind, detail: entry.text ?? '' };
  }
}

function NoteForm({ userId }: { userId: string }) {
  const add = useAddCaseNote(userId);
  const note = useMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.text.trim()) {
      note.setError('Escribe la nota');
      return;
    }
    add.mutate(
      { text: note.text },
      {
        onSuccess: () => {
          note.setText('');
          toast({
            variant: 'success',
            title: 'Nota Agregada',
            description: 'La nota quedó en el historial del caso.',
          });
        },
        onError: (err) => toastError('Error', err, 'Error al guardar la nota'),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <MessageField id="case-note" label="Nueva nota" maxLength={2000} message={note} />
      <Button
        type="submit"
        className="justify-self-end"
        pending={add.isPending}
        pendingLabel="Guardando..."
      >
        <StickyNote aria-hidden />
        Agregar Nota
      </Button>
    </form>
  );
}

function Timeline({ userId }: { userId: string }) {
  const timeline = useCaseTimeline(userId);
  if (timeline.isPending) return <Spinner label="Cargando historial..." showLabel />;
  if (timeline.isError) {
    return (
      <LoadError title="No se pudo cargar el historial" onRetry={() => void timeline.refetch()} />
    );
  }
  const entries = timeline.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">Este caso todavía no tiene historial.</p>;
  }
  return (
    <div className="grid gap-3">
      <ol className="grid gap-0" aria-label="Historial">
        {entries.map((entry) => {
          const Icon = entry.verified ? ShieldCheck : ICONS[entry.kind];
          const { title, detail } = describe(entry);
          return (
            <li key={entry.id} className="relative flex gap-3 pb-4 last:pb-0">
              <span className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 pt-1">
                <p className="text-sm font-semibold">{title}</p>
                {detail && (
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-foreground">
                    {detail}
                  </p>
                )}
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {entry.by} · <LocalDateTime iso={entry.at} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {timeline.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void timeline.fetchNextPage()}
          pending={timeline.isFetchingNextPage}
          pendingLabel="Cargando..."
        >
          Ver más
        </Button>
      )}
    </div>
  );
}

interface CaseTimelineDialogProps {
  item: MediationCase | null;
  onClose: () => void;
}

/** The case's timeline, newest first, and (for operators) a note. */
export function CaseTimelineDialog({ item, onClose }: CaseTimelineDialogProps) {
  const canAct = useCan('operator');
  return (
    <CaseDialog
      item={item}
      onClose={onClose}
      className="max-w-xl"
      title="Historial del caso"
      description={
        item && (
          <>
            {item.fullName || item.email} · {mediationStageLabel(item.mediationStatus)}
          </>
        )
      }
    >
      {(open) => (
        <>
          {canAct && <NoteForm userId={open.id} />}
          <Timeline userId={open.id} />
        </>
      )}
    </CaseDialog>
  );
}
