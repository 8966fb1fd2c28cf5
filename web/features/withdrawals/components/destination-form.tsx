import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import type { WalletView } from '@schemas/wallets';
import { withdrawalAddress } from '@schemas/withdrawals';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, toastError } from '@/lib/api-client';
import { dismissToast, toast } from '@/lib/toast';
import { paths } from '@/user/route-paths';
import { useCheckDestination } from '../api/check-destination';
import {
  isUnavailable,
  useWithdrawalAvailability,
  type ProfileReadiness,
} from '../hooks/use-withdrawal-availability';
import { AmountCard } from './amount-card';
import { SourceWalletCard } from './source-wallet-card';
import { UnavailableAlert } from './unavailable-alert';

const destinationForm = z.object({ withdrawalAddress });
type DestinationForm = z.infer<typeof destinationForm>;

const BAD_SHAPE = 'Ingresa una dirección ERC-20 válida: 0x seguida de 40 caracteres hexadecimales.';

/**
 * The destination of the order. A bad shape is refused at once; then the server checks every
 * other rule (docs/product/withdrawals.md#the-destination) and its reason shows under the field,
 * before the confirmation. A wallet that cannot be withdrawn shows only why.
 */
export function DestinationForm({
  wallet,
  profile,
}: {
  wallet: WalletView;
  profile: ProfileReadiness;
}) {
  const id = useId();
  const inputId = `${id}-address`;
  const [, navigate] = useLocation();
  const initialAddress = new URLSearchParams(useSearch()).get('address') ?? '';
  const availability = useWithdrawalAvailability(wallet, profile);
  const check = useCheckDestination();
  const form = useForm<DestinationForm>({
    resolver: zodResolver(destinationForm),
    // Checked on 'Continuar' only; a change clears the mark (below) until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: { withdrawalAddress: initialAddress },
  });
  const typed = useWatch({ control: form.control, name: 'withdrawalAddress' });
  const error = form.formState.errors.withdrawalAddress;
  // The toast about a wrong address lasts only while that address is in the field.
  const [invalidToastId, setInvalidToastId] = useState<string>();
  const addressField = form.register('withdrawalAddress', {
    onChange: () => {
      if (invalidToastId) dismissToast(invalidToastId);
      form.clearErrors('withdrawalAddress');
    },
  });

  const refuse = (description: string) => {
    form.setError('withdrawalAddress', { message: description }, { shouldFocus: true });
    setInvalidToastId(
      toast({ variant: 'destructive', title: 'Dirección Inválida', description }).id,
    );
  };
  const submit = form.handleSubmit(
    ({ withdrawalAddress: address }) =>
      check.mutate(
        { walletId: wallet.id, withdrawalAddress: address },
        {
          onSuccess: ({ withdrawalAddress }) =>
            navigate(paths.withdrawConfirm.getHref(wallet.id, withdrawalAddress)),
          onError: (error) => {
            const reason = error instanceof ApiError && error.status === 400;
            if (reason) refuse(error.serverMessage ?? BAD_SHAPE);
            else toastError('No se pudo revisar la dirección', error);
          },
        },
      ),
    () => refuse(BAD_SHAPE),
  );

  if (isUnavailable(availability))
    return <UnavailableAlert availability={availability} balance={wallet.pretokenizedBalance} />;
  return (
    <div className="flex flex-col gap-4">
      <SourceWalletCard wallet={wallet} />
      <AmountCard balance={wallet.pretokenizedBalance} />
      <Card>
        <CardContent className="p-4">
          <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
            <Field
              label="Dirección de destino (ERC-20)"
              htmlFor={inputId}
              error={error?.message}
              hint="Pega la dirección de una cartera que reciba USDT en la red Ethereum (ERC-20)."
            >
              <Input
                id={inputId}
                placeholder="0x…"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className="font-mono text-[15px]"
                // The server's page shows it too: register fills a field only once the code runs.
                defaultValue={initialAddress}
                {...addressField}
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
              <Button
                type="submit"
                size="lg"
                disabled={availability !== 'available' || typed.trim() === ''}
                pending={check.isPending}
                pendingLabel="Verificando dirección..."
              >
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
