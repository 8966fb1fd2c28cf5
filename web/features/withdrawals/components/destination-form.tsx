import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import type { WalletView } from '@schemas/wallets';
import { isPositiveAmount } from '@schemas/usdt-amount';
import { PENDING_WITHDRAWAL, withdrawalAddress } from '@schemas/withdrawals';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { paths } from '@/user/route-paths';
import { usePendingWithdrawal } from '../hooks/use-pending-withdrawal';
import { AmountCard } from './amount-card';
import { SourceWalletCard } from './source-wallet-card';

const destinationForm = z.object({ withdrawalAddress });
type DestinationForm = z.infer<typeof destinationForm>;

const invalidAddress = (description: string) =>
  toast({ variant: 'destructive', title: 'Dirección Inválida', description });

/** The destination of the order, refused at once for a bad shape or the wallet's own address. */
export function DestinationForm({ wallet }: { wallet: WalletView }) {
  const id = useId();
  const [, navigate] = useLocation();
  const initialAddress = new URLSearchParams(useSearch()).get('address') ?? '';
  const { hasPending, isChecking } = usePendingWithdrawal(wallet.id);
  const hasFunds = isPositiveAmount(wallet.pretokenizedBalance);
  const form = useForm<DestinationForm>({
    resolver: zodResolver(destinationForm),
    defaultValues: { withdrawalAddress: initialAddress },
  });
  const typed = useWatch({ control: form.control, name: 'withdrawalAddress' });

  useEffect(() => {
    if (hasPending) {
      toast({
        variant: 'destructive',
        title: 'Saldo No Disponible',
        description: PENDING_WITHDRAWAL,
      });
    }
  }, [hasPending]);

  const blocked = hasPending || isChecking || !hasFunds;
  const submit = form.handleSubmit(
    ({ withdrawalAddress: address }) => {
      if (address.toLowerCase() === wallet.address.toLowerCase()) {
        invalidAddress('La dirección de destino no puede ser la misma cartera de origen.');
        return;
      }
      navigate(paths.withdrawConfirm.getHref(wallet.id, address));
    },
    () =>
      invalidAddress(
        'Por favor ingresa una dirección ERC20 válida (0x seguido de 40 caracteres hexadecimales).',
      ),
  );

  return (
    <div className="flex flex-col gap-4">
      <SourceWalletCard wallet={wallet} />
      <AmountCard amount={wallet.pretokenizedBalance} />
      {hasPending && (
        <Alert variant="warning">
          <ShieldAlert aria-hidden />
          <AlertTitle>Saldo No Disponible</AlertTitle>
          <AlertDescription>{PENDING_WITHDRAWAL}. Consulta su estado en Retiros.</AlertDescription>
        </Alert>
      )}
      {!hasFunds && (
        <Alert variant="warning">
          <ShieldAlert aria-hidden />
          <AlertTitle>Sin Fondos</AlertTitle>
          <AlertDescription>Esta cartera no tiene saldo disponible para retirar.</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent className="p-4">
          <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
            <Field
              label="Dirección de destino (ERC-20)"
              htmlFor={`${id}-address`}
              hint="Pega la dirección de una cartera que reciba USDT en la red Ethereum (ERC-20)."
            >
              <Input
                id={`${id}-address`}
                placeholder="0x…"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                disabled={hasPending || !hasFunds}
                className="font-mono text-[15px]"
                {...form.register('withdrawalAddress')}
              />
            </Field>
            <Alert variant="warning">
              <TriangleAlert aria-hidden />
              <AlertTitle>Las transacciones en blockchain no se pueden revertir</AlertTitle>
              <AlertDescription>
                Si envías a una dirección equivocada, los fondos se pierden. Verifica cada carácter.
              </AlertDescription>
            </Alert>
            <div className="flex flex-col gap-2">
              <Button type="submit" size="lg" disabled={blocked || typed.trim() === ''}>
                Continuar a Confirmación
                <ArrowRight aria-hidden />
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href={paths.withdraw.getHref()}>Cancelar</Link>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
