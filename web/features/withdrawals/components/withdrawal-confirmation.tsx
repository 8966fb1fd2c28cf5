import { Send, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { WalletView } from '@schemas/wallets';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import {
  isUnavailable,
  useWithdrawalAvailability,
  type ProfileReadiness,
} from '../hooks/use-withdrawal-availability';
import { AmountCard } from './amount-card';
import { SourceWalletCard } from './source-wallet-card';
import { UnavailableAlert } from './unavailable-alert';

/** What the creditor confirms, each with a box to tick (docs/product/withdrawals.md#the-three-steps). */
const CHECKLIST = [
  'Verifiqué la dirección',
  'Entiendo que no se puede revertir',
  'La dirección acepta USDT ERC-20',
] as const;

/** The last look at the order; 'Confirmar y Enviar Retiro' once the three boxes are ticked. */
export function WithdrawalConfirmation({
  wallet,
  address,
  profile,
}: {
  wallet: WalletView;
  address: string;
  profile: ProfileReadiness;
}) {
  const [, navigate] = useLocation();
  const create = useCreateWithdrawal();
  const availability = useWithdrawalAvailability(wallet, profile);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tick = (item: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(item);
      else next.delete(item);
      return next;
    });
  const confirm = () =>
    create.mutate(
      { walletId: wallet.id, withdrawalAddress: address, amount: wallet.pretokenizedBalance },
      {
        onSuccess: (created) =>
          navigate(paths.withdrawSuccess.getHref(created.id, !created.emailSent)),
      },
    );

  if (isUnavailable(availability))
    return <UnavailableAlert availability={availability} balance={wallet.pretokenizedBalance} />;
  return (
    <div className="flex flex-col gap-4">
      {/* Cancelling is the creditor's while the order is pending (docs/product/withdrawals.md#cancelling-an-order). */}
      <Alert variant="warning">
        <TriangleAlert aria-hidden />
        <AlertTitle>Revisa todo antes de confirmar</AlertTitle>
        <AlertDescription>
          Puedes cancelar la orden mientras esté Pendiente; una vez pagada, la transferencia en
          blockchain no se puede revertir.
        </AlertDescription>
      </Alert>
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
      <AmountCard balance={wallet.pretokenizedBalance} />
      <Card>
        <CardContent className="p-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 font-semibold">Antes de enviar, confirma que:</legend>
            {CHECKLIST.map((item) => (
              <label
                key={item}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 cursor-pointer accent-primary"
                  checked={ticked.has(item)}
                  onChange={(e) => tick(item, e.target.checked)}
                />
                {item}
              </label>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          onClick={confirm}
          disabled={
            availability !== 'available' || ticked.size < CHECKLIST.length || create.isSuccess
          }
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
