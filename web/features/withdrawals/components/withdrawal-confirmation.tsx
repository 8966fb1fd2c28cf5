import { CircleCheck, Send, TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawalAvailability } from '../hooks/use-withdrawal-availability';
import { AmountCard } from './amount-card';
import { SourceWalletCard } from './source-wallet-card';
import { UnavailableAlert } from './unavailable-alert';

const CHECKLIST = [
  'Verifiqué que la dirección de destino es correcta',
  'Entiendo que las transacciones en blockchain son irreversibles',
  'La dirección pertenece a una cartera compatible con USDT ERC-20',
];

/** The last look at the order, then 'Confirmar y Enviar Retiro' sends it. */
export function WithdrawalConfirmation({
  wallet,
  address,
}: {
  wallet: WalletView;
  address: string;
}) {
  const [, navigate] = useLocation();
  const create = useCreateWithdrawal();
  const availability = useWithdrawalAvailability(wallet);
  const confirm = () =>
    create.mutate(
      { walletId: wallet.id, withdrawalAddress: address, amount: wallet.pretokenizedBalance },
      {
        onSuccess: (created) =>
          navigate(paths.withdrawSuccess.getHref(created.id, !created.emailSent)),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden />
        <AlertTitle>Revisa todo antes de confirmar</AlertTitle>
        <AlertDescription>
          Una vez enviada, la orden de retiro no se puede cancelar y la transferencia en blockchain
          no se puede revertir.
        </AlertDescription>
      </Alert>
      <UnavailableAlert availability={availability} />
      <SourceWalletCard wallet={wallet} />
      <Card>
        <CardContent className="flex flex-col gap-2 p-4">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Dirección de destino
          </p>
          <div className="flex items-center gap-3">
            <p className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="destination">
              {address}
            </p>
            <CopyAddressButton address={address} />
          </div>
        </CardContent>
      </Card>
      <AmountCard amount={wallet.pretokenizedBalance} />
      <Card>
        <CardContent className="flex flex-col gap-3 p-4">
          <p className="font-semibold">Antes de enviar, confirma que:</p>
          <ul className="flex flex-col gap-2.5">
            {CHECKLIST.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm">
                <CircleCheck className="mt-px size-5 shrink-0 text-success-text" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          onClick={confirm}
          disabled={availability !== 'available' || create.isSuccess}
          pending={create.isPending}
          pendingLabel="Procesando Retiro..."
        >
          <Send aria-hidden />
          Confirmar y Enviar Retiro
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.withdrawDestination.getHref(wallet.id, address)}>
            Revisar Dirección
          </Link>
        </Button>
      </div>
    </div>
  );
}
