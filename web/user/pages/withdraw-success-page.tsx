import { CircleCheckBig, Mail, SearchX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Amount } from '@/components/amount';
import { AppLayout } from '@/components/layout/app-layout';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { WithdrawalStatusBadge } from '@/components/withdrawal-status-badge';
import { useWithdrawals } from '@/features/withdrawals/api/withdrawals';
import { CancelWithdrawalButton } from '@/features/withdrawals/components/cancel-withdrawal-button';
import { shortenAddress } from '@/lib/format';
import { paths } from '../route-paths';
import { formatUsdt } from '@schemas/money';

function Links() {
  return (
    <div className="grid w-full max-w-sm gap-2 pt-2">
      <Button asChild size="lg">
        <Link href={paths.home.getHref()}>Volver al inicio</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link href={paths.withdraw.getHref()}>Ver mis retiros</Link>
      </Button>
    </div>
  );
}

/**
 * /withdraw-success?orden=…: the order just registered, found among the user's orders; staff
 * will contact the user. Opened without an order of theirs it says so instead of announcing one.
 */
export default function WithdrawSuccessPage() {
  // mailDelayed: the server could not send the confirmation yet; it keeps retrying.
  const { orderId, mailDelayed } = paths.withdrawSuccess.readSearch(useSearch());
  const withdrawals = useWithdrawals();
  const order = withdrawals.data?.find((w) => w.id === orderId);

  if (orderId && withdrawals.isPending) {
    return (
      <AppLayout screen="Orden de retiro">
        <div className="flex justify-center py-16">
          <Spinner label="Cargando tu orden…" showLabel />
        </div>
      </AppLayout>
    );
  }
  if (orderId && withdrawals.isError) {
    return (
      <AppLayout title="Orden de retiro">
        <LoadError title="No se pudo cargar tu orden" onRetry={() => void withdrawals.refetch()} />
      </AppLayout>
    );
  }
  if (!order) {
    return (
      <AppLayout screen="Orden de retiro">
        <Card className="mt-4">
          <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold tracking-tight">No hay una orden que mostrar</h1>
            <p className="max-w-sm text-muted-foreground">
              Esta pantalla confirma una orden de retiro recién registrada. Para retirar, elige una
              cartera en Retiros; allí también ves el estado de tus órdenes.
            </p>
            <Links />
          </CardContent>
        </Card>
      </AppLayout>
    );
  }
  return (
    <AppLayout screen="Orden de retiro">
      <Card className="mt-4">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success-text">
            <CircleCheckBig className="size-9" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Orden Registrada Exitosamente</h1>
          <p className="max-w-sm text-muted-foreground">
            Tu orden de transferencia quedó registrada. Pronto nos pondremos en contacto contigo
            para continuar con el procedimiento de la cartera.
          </p>
          <dl className="grid w-full max-w-sm grid-cols-[minmax(0,1fr)] gap-1 rounded-md border border-border px-4 py-3 text-sm">
            <dt className="text-muted-foreground">Monto</dt>
            <dd className="font-semibold" data-testid="order-amount">
              <Amount>{formatUsdt(order.amount)}</Amount>
            </dd>
            <dt className="mt-1 text-muted-foreground">Destino</dt>
            <dd className="font-mono" title={order.withdrawalAddress}>
              {shortenAddress(order.withdrawalAddress)}
            </dd>
            <dt className="mt-1 text-muted-foreground">Estado</dt>
            <dd>
              <WithdrawalStatusBadge status={order.status} />
            </dd>
          </dl>
          <CancelWithdrawalButton withdrawal={order} />
          <p className="flex max-w-sm items-start gap-2 rounded-md bg-muted px-4 py-3 text-left text-sm">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {mailDelayed
              ? 'No pudimos enviarte la confirmación por correo en este momento; lo seguiremos intentando. Tu orden está registrada.'
              : 'Te enviaremos una confirmación por correo electrónico.'}
          </p>
          <Links />
        </CardContent>
      </Card>
    </AppLayout>
  );
}
