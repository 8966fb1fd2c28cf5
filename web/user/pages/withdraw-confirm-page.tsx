import { FileWarning } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import { withdrawalAddress } from '@schemas/withdrawals';
import { AppLayout } from '@/components/layout/app-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useProfileReadiness } from '@/features/profile/api/profile';
import { ProfileWarning } from '@/features/profile/components/profile-warning';
import { WalletGate } from '@/features/wallets/components/wallet-gate';
import { WithdrawalConfirmation } from '@/features/withdrawals/components/withdrawal-confirmation';
import { paths } from '../route-paths';

function ParameterError() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <FileWarning className="size-10 text-destructive-text" aria-hidden />
        <h2 className="text-lg font-semibold">Error de Parámetros</h2>
        <p className="max-w-xs text-sm text-muted-foreground">
          Falta información necesaria para procesar el retiro.
        </p>
        <Button asChild variant="outline">
          <Link href={paths.withdraw.getHref()}>Volver a Retiros</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /withdraw-confirm/:walletId?address=…: last look, then the order is sent. */
export default function WithdrawConfirmPage() {
  const { walletId } = useParams<{ walletId: string }>();
  const address = withdrawalAddress.safeParse(new URLSearchParams(useSearch()).get('address'));
  const profile = useProfileReadiness();
  return (
    <AppLayout
      title="Confirmar Retiro"
      back={{
        href: walletId ? paths.withdrawDestination.getHref(walletId) : paths.withdraw.getHref(),
        label: 'Volver',
      }}
    >
      {profile === 'incomplete' ? (
        <ProfileWarning />
      ) : walletId && address.success ? (
        <WalletGate
          walletId={walletId}
          back={{ href: paths.withdraw.getHref(), label: 'Volver a Retiros' }}
        >
          {(wallet) => (
            <WithdrawalConfirmation wallet={wallet} address={address.data} profile={profile} />
          )}
        </WalletGate>
      ) : (
        <ParameterError />
      )}
    </AppLayout>
  );
}
