import type { MediationStageId } from '@schemas/mediation';
import { AGREEMENT_STATE_LABELS } from '@schemas/agreement-states';
import type { StaffAgreement } from '@schemas/mediation-agreement';
import { formatUsdtExact } from '@schemas/money';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useCaseAgreements, useCaseTerms, useIssueAgreement } from '../api/case-agreement';
import { DocumentActions } from './document-actions';
import { SettleForm } from './settle-form';
import { TermsForm } from './terms-form';

/** The stages with an agreement to show (docs/product/signed-agreement.md). */
export const AGREEMENT_STAGES: readonly MediationStageId[] = [
  'negociacion',
  'para-firma',
  'monetizacion',
  'liquidado',
];

const SIGNED_TITLE = 'Acuerdo de Liquidación firmado';
const CERTIFICATE_TITLE = 'Constancia de Liquidación';

function AgreementRow({ agreement }: { agreement: StaffAgreement }) {
  const dates = [
    ['Emitido', agreement.issuedAt],
    [
      'Vence',
      agreement.state === 'issued' || agreement.state === 'viewed' ? agreement.expiresAt : null,
    ],
    ['Visto', agreement.viewedAt],
    ['Firmado', agreement.signedAt],
    ['Rechazado', agreement.declinedAt],
    ['Anulado', agreement.voidedAt],
  ].filter((d): d is [string, string] => d[1] !== null);
  return (
    <li
      className="grid min-w-0 gap-1 rounded-md border border-border p-3 text-sm"
      data-testid="agreement"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={agreement.state === 'signed' ? 'success' : 'neutral'}>
          {AGREEMENT_STATE_LABELS[agreement.state]}
        </Badge>
        <span className="font-semibold tabular">{formatUsdtExact(agreement.amount)}</span>
      </div>
      <p className="text-muted-foreground">
        {dates.map(([label, at]) => `${label}: ${formatDateTime(at, 'mexico')}`).join(' · ')}
      </p>
      {agreement.declineReason && (
        <p className="wrap-break-word">Motivo: {agreement.declineReason}</p>
      )}
      {agreement.payoutAddress && (
        <p className="font-mono text-xs break-all">Pago a {agreement.payoutAddress}</p>
      )}
      {agreement.verifyCode && (
        <p className="font-mono text-xs">Código de verificación: {agreement.verifyCode}</p>
      )}
      {(
        [
          [SIGNED_TITLE, agreement.signedDocumentId],
          [CERTIFICATE_TITLE, agreement.certificateDocumentId],
        ] as const
      ).map(
        ([title, id]) =>
          id && (
            <div key={title} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">{title}</span>
              <DocumentActions
                id={id}
                title={title}
                filename={`${title} ${agreement.reference}.pdf`}
              />
            </div>
          ),
      )}
    </li>
  );
}

/**
 * The agreement of one case (docs/product/signed-agreement.md): its terms, issuing and re-issuing,
 * every agreement issued with its state, dates and files, and the settlement. On the case card's
 * 'Acuerdo' and in the user detail.
 */
export function AgreementPanel({ userId, stage }: { userId: string; stage: MediationStageId }) {
  const canAct = useCan('operator');
  const terms = useCaseTerms(userId);
  const agreements = useCaseAgreements(userId);
  const issue = useIssueAgreement(userId);
  if (terms.isError || agreements.isError) {
    return <LoadError title="No se pudo cargar el acuerdo" onRetry={() => void terms.refetch()} />;
  }
  if (terms.isPending || agreements.isPending) return <Spinner label="Cargando…" showLabel />;
  const current = agreements.data.agreements[0];
  const onIssue = () =>
    issue.mutate(undefined, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Acuerdo Emitido',
          description: 'El usuario recibió un correo para firmarlo en la aplicación.',
        }),
      onError: (error) => toastError('Error', error, 'No se pudo emitir el acuerdo'),
    });
  return (
    <div className="grid min-w-0 gap-4">
      {stage === 'negociacion' && canAct ? (
        <TermsForm userId={userId} terms={terms.data.terms} />
      ) : terms.data.terms ? (
        <p className="text-sm" data-testid="terms-summary">
          Términos: {formatUsdtExact(terms.data.terms.amount)}
          {terms.data.terms.percentOfOwed ? ` (${terms.data.terms.percentOfOwed} %)` : ''} ·{' '}
          {terms.data.terms.method === 'usdt' ? 'USDT (ERC-20)' : terms.data.terms.methodText} ·{' '}
          {terms.data.terms.payoutDays} días
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Sin términos registrados.</p>
      )}
      {stage === 'para-firma' && canAct && (
        <Button onClick={onIssue} pending={issue.isPending} pendingLabel="Emitiendo…">
          {current ? 'Volver a emitir acuerdo' : 'Emitir acuerdo para firma'}
        </Button>
      )}
      {stage === 'monetizacion' && canAct && current?.state === 'signed' && (
        <SettleForm userId={userId} agreement={current} />
      )}
      {agreements.data.agreements.length > 0 && (
        <ul className="grid gap-2" aria-label="Acuerdos emitidos">
          {agreements.data.agreements.map((a) => (
            <AgreementRow key={a.id} agreement={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
