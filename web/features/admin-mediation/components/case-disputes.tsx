import { MessageSquareReply } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DISPUTE_REPLY_MAX } from '@schemas/creditor-case-texts';
import type { StaffDispute } from '@schemas/mediation-case';
import { formatUsdtExact } from '@schemas/money';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAnswerDispute, useCaseDisputes } from '../api/case-files';
import { MessageField, useMessage } from './message-field';
import { LocalDateTime } from '@/components/local-time';

const STATUS = {
  open: { label: 'Saldo en disputa', variant: 'warning' },
  accepted: { label: 'Aceptado', variant: 'success' },
  rejected: { label: 'Rechazado', variant: 'destructive' },
} as const;

function AnswerForm({ userId, dispute }: { userId: string; dispute: StaffDispute }) {
  const answer = useAnswerDispute(userId);
  const [accepted, setAccepted] = useState<boolean | null>(null);
  const reply = useMessage();
  const name = `answer-${dispute.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted === null) return reply.setError('Elige si aceptas o rechazas el desacuerdo');
    if (!reply.text.trim()) return reply.setError('Escribe la respuesta para el usuario');
    answer.mutate(
      { disputeId: dispute.id, accepted, reply: reply.text },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Desacuerdo Respondido',
            description: 'El usuario recibirá la respuesta por correo y en la app.',
          }),
        onError: (err) => toastError('Error', err, 'Error al responder el desacuerdo'),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-border pt-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Respuesta</legend>
        {[
          { value: true, label: 'Aceptar (el saldo se corrige)' },
          { value: false, label: 'Rechazar (el saldo es correcto)' },
        ].map((option) => (
          <label
            key={String(option.value)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={accepted === option.value}
              onChange={() => {
                setAccepted(option.value);
                reply.setError(undefined);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <MessageField
        id={`${name}-reply`}
        label="Respuesta para el usuario"
        hint="El usuario la lee en su correo y en la app. Si aceptas, di qué se corrigió."
        maxLength={DISPUTE_REPLY_MAX}
        message={reply}
      />
      <Button
        type="submit"
        className="justify-self-end"
        pending={answer.isPending}
        pendingLabel="Enviando..."
      >
        <MessageSquareReply aria-hidden />
        Enviar respuesta
      </Button>
    </form>
  );
}

function DisputeCard({ userId, dispute }: { userId: string; dispute: StaffDispute }) {
  const canAct = useCan('operator');
  const status = STATUS[dispute.status];
  return (
    <li
      className="grid gap-2 rounded-md border border-border p-3 text-sm"
      data-testid="staff-dispute"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{dispute.walletName ?? 'Cartera'}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="font-mono text-xs break-all text-muted-foreground">{dispute.address}</p>
      <p>
        Saldo objetado:{' '}
        <span className="font-semibold tabular">{formatUsdtExact(dispute.balance)}</span>
      </p>
      <div>
        <p className="font-semibold">Motivo del usuario</p>
        <p className="wrap-break-word whitespace-pre-line">{dispute.reason}</p>
        <p className="text-xs text-muted-foreground">
          <LocalDateTime iso={dispute.createdAt} />
        </p>
      </div>
      {dispute.reply && dispute.answeredAt && (
        <div className="border-l-2 border-primary pl-3">
          <p className="font-semibold">Respuesta</p>
          <p className="wrap-break-word whitespace-pre-line">{dispute.reply}</p>
          <p className="text-xs text-muted-foreground">
            {dispute.answeredBy} · <LocalDateTime iso={dispute.answeredAt} />
            {dispute.replyReadAt ? ' · leída por el usuario' : ' · sin leer'}
          </p>
        </div>
      )}
      {dispute.status === 'open' && canAct && <AnswerForm userId={userId} dispute={dispute} />}
    </li>
  );
}

/** The creditor's balance disputes: the open ones first to answer, then the answered ones. */
export function CaseDisputes({ userId }: { userId: string }) {
  const disputes = useCaseDisputes(userId);
  if (disputes.isPending) return <Spinner label="Cargando desacuerdos..." showLabel />;
  if (disputes.isError) {
    return (
      <LoadError
        title="No se pudieron cargar los desacuerdos"
        onRetry={() => void disputes.refetch()}
      />
    );
  }
  const list = [...disputes.data.disputes].sort(
    (a, b) => Number(b.status === 'open') - Number(a.status === 'open'),
  );
  if (list.length === 0) {
    return <p className="text-sm text-muted-foreground">El usuario no ha objetado ningún saldo.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Desacuerdos del usuario">
      {list.map((dispute) => (
        <DisputeCard key={dispute.id} userId={userId} dispute={dispute} />
      ))}
    </ul>
  );
}
