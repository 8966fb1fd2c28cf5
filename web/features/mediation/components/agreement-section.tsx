import { CircleCheck, FileText, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CreditorAgreement } from '@schemas/mediation-agreement';
import { formatUsdtExact } from '@schemas/money';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { documentHref } from '../api/mediation-case';
import { markAgreementViewed, useAgreement, useDeclineAgreement } from '../api/agreement';
import { AgreementReader } from './agreement-reader';
import { AgreementSignForm } from './agreement-sign-form';

type OpenAgreement = Extract<CreditorAgreement, { open: true }>;

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring';

function Terms({ agreement }: { agreement: OpenAgreement }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Monto</dt>
      <dd className="font-semibold tabular">{formatUsdtExact(agreement.amount)}</dd>
      <dt className="text-muted-foreground">Forma de pago</dt>
      <dd className="wrap-break-word">
        {agreement.method === 'usdt' ? 'USDT (ERC-20) a tu cartera' : agreement.methodText}
      </dd>
      <dt className="text-muted-foreground">Plazo</dt>
      <dd>{agreement.payoutDays} días naturales</dd>
    </dl>
  );
}

function DeclineForm() {
  const decline = useDeclineAgreement();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        No quiero firmar
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Escribe por qué no firmas el acuerdo');
    decline.mutate({ reason }, { onError: (err) => setError(errorMessage(err)) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Rechazar el acuerdo">
      <Field label="¿Por qué no firmas el acuerdo?" htmlFor="decline-reason" error={error}>
        <Textarea
          id="decline-reason"
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" pending={decline.isPending} pendingLabel="Enviando…">
        Rechazar acuerdo
      </Button>
    </form>
  );
}

function Signed({ agreement }: { agreement: OpenAgreement }) {
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-success-text">
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        Firmaste el acuerdo. Te enviamos una copia por correo.
      </p>
      <Terms agreement={agreement} />
      {agreement.signedDocumentId && (
        <a
          className={linkClass}
          href={documentHref(agreement.signedDocumentId, 'inline')}
          target="_blank"
          rel="noreferrer"
        >
          <FileText className="size-4" aria-hidden />
          Ver el acuerdo firmado
        </a>
      )}
      {agreement.verifyCode && (
        <a className={linkClass} href={`/verificar/${agreement.verifyCode}`}>
          <ShieldCheck className="size-4" aria-hidden />
          Verificar: {agreement.verifyCode}
        </a>
      )}
    </div>
  );
}

/**
 * 'Acuerdo de liquidación' on /mediacion: read the agreement, then sign it or decline it
 * (docs/product/signed-agreement.md#signing-in-the-app).
 */
export function AgreementSection({ id }: { id: string }) {
  const query = useAgreement();
  const agreement = query.data?.open ? query.data : undefined;
  const signable = agreement?.state === 'issued' || agreement?.state === 'viewed';
  useEffect(() => {
    if (agreement?.state === 'issued') void markAgreementViewed().catch(() => undefined);
  }, [agreement?.id, agreement?.state]);
  if (!agreement) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-20">
      <div className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Acuerdo de liquidación
          </h2>
          <p className="text-sm text-muted-foreground">
            {signable
              ? `Léelo completo y fírmalo antes del ${formatDateTime(agreement.expiresAt, 'mexico')}.`
              : null}
          </p>
        </div>
        {agreement.state === 'signed' ? (
          <Signed agreement={agreement} />
        ) : agreement.state === 'declined' ? (
          <p className="text-sm">
            Rechazaste este acuerdo. Lo revisaremos y te avisaremos cuando emitamos uno nuevo.
          </p>
        ) : !signable ? (
          <p className="text-sm">
            El acuerdo venció sin firmarse. Te avisaremos cuando emitamos uno nuevo.
          </p>
        ) : (
          <>
            <Terms agreement={agreement} />
            <AgreementReader pages={agreement.pages} />
            <AgreementSignForm agreement={agreement} />
            <DeclineForm />
          </>
        )}
      </div>
    </section>
  );
}
