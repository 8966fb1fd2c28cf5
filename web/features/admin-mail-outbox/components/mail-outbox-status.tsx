import { MailCheck, MailWarning } from 'lucide-react';
import type { MailOutboxStatus } from '@schemas/admin-mail';
import { formatCount } from '@/admin-lib/format';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LocalDateTime } from '@/components/local-time';
import { useNow } from '@/lib/use-now';
import { useMailOutbox } from '../api/mail-outbox';

const waiting = (pending: number) =>
  pending === 1 ? '1 correo por enviar' : `${formatCount(pending)} correos por enviar`;

function minutesSince(iso: string, now: number) {
  const minutes = Math.max(1, Math.floor((now - new Date(iso).getTime()) / 60_000));
  return minutes < 120 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}

function LateMail({
  pending,
  late,
}: MailOutboxStatus & { late: NonNullable<MailOutboxStatus['late']> }) {
  // Null on the server and while its page hydrates: the age then waits for the reader's clock.
  const now = useNow();
  return (
    <Alert variant="warning" className="mt-4">
      <MailWarning aria-hidden />
      <AlertTitle>Hay correos sin entregar · {waiting(pending)}</AlertTitle>
      <AlertDescription>
        <p>
          El más antiguo espera desde {now !== null && `hace ${minutesSince(late.since, now)} (`}
          <LocalDateTime iso={late.since} />
          {now !== null && ')'}: «{late.subject}» para{' '}
          <span className="[overflow-wrap:anywhere]">{late.to}</span>,{' '}
          {late.attempts === 1 ? '1 intento' : `${late.attempts} intentos`}.
        </p>
        {late.lastError && (
          <p className="mt-1 break-words text-xs opacity-90">Último error: {late.lastError}</p>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * The mail outbox on the dashboard: a quiet line with how many mails wait, or a warning with the
 * oldest one once it has waited more than 5 minutes (the server decides).
 */
export function MailOutboxStatusLine() {
  const { data } = useMailOutbox();
  if (!data) return null;
  if (data.late) return <LateMail {...data} late={data.late} />;
  return (
    <p
      className="mt-3 flex items-center gap-2 text-sm text-muted-foreground"
      data-testid="mail-outbox"
    >
      <MailCheck aria-hidden className="size-4" />
      Cola de correo: {data.pending === 0 ? 'al día' : waiting(data.pending)}
    </p>
  );
}
