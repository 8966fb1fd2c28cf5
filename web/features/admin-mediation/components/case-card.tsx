import { PickCheckbox } from '@/admin-lib/list-selection';
import {
  ArrowRight,
  BadgeCheck,
  BellRing,
  Clock,
  FileText,
  FolderOpen,
  History,
  PenLine,
  Scale,
  ShieldCheck,
  TimerOff,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import type { MediationCase, StageMoves } from '@schemas/mediation';
import { AssignmentControls } from '@/admin-lib/assignment';
import { formatAdminPhone, formatCount } from '@/admin-lib/format';
import { useCan } from '@/admin-lib/use-admin-session';
import type { VirtualRowProps } from '@/admin-lib/virtual-rows';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { toastError } from '@/lib/api-client';
import { useSendDocuments } from '../api/send-documents';
import { AGREEMENT_STAGES } from './agreement-panel';
import { formatUsdt } from '@schemas/money';
import { daysInStage, formatDaysInStage } from '@schemas/stage-targets';
import { LocalDateTime } from '@/components/local-time';
import { useNow } from '@/lib/use-now';

export type CaseAction = 'verify-id' | 'advance' | 'back' | 'timeline' | 'files' | 'agreement';

interface CaseCardProps {
  item: MediationCase;
  /** Its place in the stage's virtual list (web/admin-lib/virtual-rows.tsx). */
  rowProps?: VirtualRowProps;
  /** What the workflow offers on this stage (from the server). */
  moves: StageMoves;
  onOpenUser: (item: MediationCase) => void;
  onAction: (action: CaseAction) => void;
  /** Shown with a checkbox when the list lets staff pick cases for a bulk action. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** 'Enviar Docs', after a confirmation of who gets which documents (docs/product/admin-panel.md#confirm-before-e-mailing). */
function SendDocumentsButton({ item }: { item: MediationCase }) {
  const send = useSendDocuments();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    send.mutate(
      { userId: item.id, email: item.email, fullName: item.fullName },
      {
        onSuccess: (sent) => {
          setConfirming(false);
          toast(
            sent.emailSent
              ? {
                  variant: 'success',
                  title: 'Documentos Enviados',
                  description: 'Los documentos de mediación han sido enviados al usuario.',
                }
              : {
                  title: 'Documentos Generados',
                  description:
                    'El correo no pudo enviarse todavía; se reintentará automáticamente.',
                },
          );
        },
        onError: (error) => toastError('Error', error, 'Error al enviar documentos'),
      },
    );
  return (
    <>
      <Button onClick={() => setConfirming(true)}>
        <FileText aria-hidden />
        Enviar Docs
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Enviar los documentos de mediación?"
        description={
          <p>
            <strong className="text-foreground">{item.fullName || item.email}</strong> recibirá en{' '}
            <strong className="break-all text-foreground">{item.email}</strong> el «Convenio de
            Mediación» y el «Estado de Carteras y Saldos» en PDF, con sus datos, para revisarlos y
            firmarlos.
          </p>
        }
        confirmLabel="Enviar documentos"
        pendingLabel="Enviando..."
        pending={send.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

/**
 * 'En la etapa: 9 días · plazo 7 días' (docs/product/staff-at-scale.md#stage-targets). The server
 * does not know the reader's "now", so its page (and the hydration) says since when instead.
 */
function StageTime({ item, since }: { item: MediationCase; since: string }) {
  const now = useNow();
  const target = item.targetDays === null ? '' : ` · plazo ${formatDaysInStage(item.targetDays)}`;
  return (
    <p
      className={`flex items-center gap-1 text-xs ${item.overdue ? 'font-medium text-destructive-text' : 'text-muted-foreground'}`}
      data-testid="case-stage-time"
    >
      <Clock className="size-3.5" aria-hidden />
      <span>
        {now === null ? (
          <>
            En la etapa desde <LocalDateTime iso={since} />
          </>
        ) : (
          `En la etapa: ${formatDaysInStage(daysInStage(new Date(since), new Date(now)))}`
        )}
        {target}
      </span>
    </p>
  );
}

/** One case: who, how to reach them, what they hold, and the moves the stage allows. */
export function CaseCard({
  item,
  rowProps,
  moves,
  onOpenUser,
  onAction,
  selected,
  onSelectedChange,
}: CaseCardProps) {
  const canAct = useCan('operator');
  const name = item.fullName || item.email;
  const forward = moves.forward;
  return (
    <li {...rowProps}>
      <Card className="p-4 sm:p-5" data-testid="mediation-case">
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              {onSelectedChange && (
                <PickCheckbox
                  name={name}
                  picked={selected ?? false}
                  onPickedChange={onSelectedChange}
                />
              )}
              <button
                type="button"
                onClick={() => onOpenUser(item)}
                title={name}
                className="max-w-full cursor-pointer truncate text-left text-base font-semibold hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {name}
              </button>
              {item.verified && (
                <Badge variant="success">
                  <BadgeCheck aria-hidden />
                  Verificado
                </Badge>
              )}
              {item.overdue && (
                <Badge variant="destructive" data-testid="case-overdue">
                  <TimerOff aria-hidden />
                  Vencido
                </Badge>
              )}
              {item.openDisputes > 0 && (
                <Badge variant="warning">
                  <Scale aria-hidden />
                  Saldo en disputa
                </Badge>
              )}
            </div>
            <p className="text-sm break-all text-muted-foreground">{item.email}</p>
            <p className="text-sm tabular text-muted-foreground">
              {formatAdminPhone(item.cellphone, item.countryCode ?? item.country)}
            </p>
            {item.stageSince && <StageTime item={item} since={item.stageSince} />}
            <AssignmentControls kind="case" id={item.id} assignee={item.assignee} />
            {item.lastReminderAt && (
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                <BellRing className="size-3.5" aria-hidden />
                Último recordatorio: <LocalDateTime iso={item.lastReminderAt} />
              </p>
            )}
          </div>
          {/* Sized to its figures: the largest total (999,999,999.99 USDT) stays whole. */}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 text-sm lg:min-w-64 lg:grid-cols-[auto_auto]">
            <div>
              <dt className="text-muted-foreground">Carteras</dt>
              <dd className="font-semibold tabular">{formatCount(item.walletCount)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Total</dt>
              <dd className="font-semibold whitespace-nowrap tabular">
                {formatUsdt(item.totalBalance)}
              </dd>
            </div>
          </dl>
          {/* Smaller labels on a phone, so the longest move fits at 320 px. */}
          <div className="flex flex-wrap items-center gap-2 max-sm:[&>button]:px-3 max-sm:[&>button]:text-sm lg:col-span-2 lg:justify-end lg:border-t lg:border-border lg:pt-3">
            {moves.final && <Badge variant="success">Caso cerrado</Badge>}
            {canAct && forward?.kind === 'verify-id' && (
              <Button onClick={() => onAction('verify-id')}>
                <ShieldCheck aria-hidden />
                Verificar ID
              </Button>
            )}
            {canAct && moves.sendsDocuments && <SendDocumentsButton item={item} />}
            {canAct && forward?.kind === 'advance' && (
              <Button
                variant={moves.sendsDocuments ? 'outline' : 'default'}
                onClick={() => onAction('advance')}
              >
                Pasar a {forward.label}
                <ArrowRight aria-hidden />
              </Button>
            )}
            {canAct && moves.back && (
              <Button variant="ghost" onClick={() => onAction('back')}>
                <Undo2 aria-hidden />
                Regresar
              </Button>
            )}
            {AGREEMENT_STAGES.includes(item.mediationStatus) && (
              <Button variant="ghost" onClick={() => onAction('agreement')}>
                <PenLine aria-hidden />
                Acuerdo
              </Button>
            )}
            <Button variant="ghost" onClick={() => onAction('files')}>
              <FolderOpen aria-hidden />
              {canAct && item.openDisputes > 0 ? 'Responder disputa' : 'Documentos'}
            </Button>
            <Button variant="ghost" onClick={() => onAction('timeline')}>
              <History aria-hidden />
              Historial
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}
