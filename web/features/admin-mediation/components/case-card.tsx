import { ArrowRight, BadgeCheck, FileText, History, ShieldCheck, Undo2 } from 'lucide-react';
import type { MediationCase, StageMoves } from '@schemas/mediation';
import { formatAdminPhone, formatAdminUsdt, formatCount } from '@/admin-lib/format';
import { useCan } from '@/admin-lib/use-admin-session';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { toastError } from '@/lib/api-client';
import { useSendDocuments } from '../api/send-documents';

export type CaseAction = 'verify-id' | 'advance' | 'back' | 'timeline';

interface CaseCardProps {
  item: MediationCase;
  /** What the workflow offers on this stage (from the server). */
  moves: StageMoves;
  onOpenUser: (item: MediationCase) => void;
  onAction: (action: CaseAction) => void;
}

function SendDocumentsButton({ item }: { item: MediationCase }) {
  const send = useSendDocuments();
  const onClick = () =>
    send.mutate(
      { userId: item.id, email: item.email, fullName: item.fullName },
      {
        onSuccess: (sent) =>
          sent.emailSent
            ? toast({
                variant: 'success',
                title: 'Documentos Enviados',
                description: 'Los documentos de mediación han sido enviados al usuario.',
              })
            : toast({
                title: 'Documentos Generados',
                description: 'El correo no pudo enviarse todavía; se reintentará automáticamente.',
              }),
        onError: (error) => toastError('Error', error, 'Error al enviar documentos'),
      },
    );
  return (
    <Button onClick={onClick} pending={send.isPending} pendingLabel="Enviando...">
      <FileText aria-hidden />
      Enviar Docs
    </Button>
  );
}

/** One case: who, how to reach them, what they hold, and the moves the stage allows. */
export function CaseCard({ item, moves, onOpenUser, onAction }: CaseCardProps) {
  const canAct = useCan('operator');
  const name = item.fullName || item.email;
  const forward = moves.forward;
  return (
    <li>
      <Card className="p-4 sm:p-5" data-testid="mediation-case">
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_14rem_auto] lg:items-center lg:gap-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => onOpenUser(item)}
                className="cursor-pointer text-left text-base font-semibold break-words hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {name}
              </button>
              {item.verified && (
                <Badge variant="success">
                  <BadgeCheck aria-hidden />
                  Verificado
                </Badge>
              )}
            </div>
            <p className="text-sm break-all text-muted-foreground">{item.email}</p>
            <p className="text-sm tabular text-muted-foreground">
              {formatAdminPhone(item.cellphone, item.countryCode ?? item.country)}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Carteras</dt>
              <dd className="font-semibold tabular">{formatCount(item.walletCount)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Total</dt>
              <dd className="font-semibold whitespace-nowrap tabular">
                {formatAdminUsdt(item.totalBalance)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-2 lg:justify-end">
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
