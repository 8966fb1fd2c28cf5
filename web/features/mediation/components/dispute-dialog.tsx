import { useState, type FormEvent } from 'react';
import { DISPUTE_REASON_MAX } from '@schemas/creditor-case-texts';
import { Amount } from '@/components/amount';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatUsdtExact } from '@schemas/money';
import { toast } from '@/lib/toast';
import { useCreateDispute } from '../api/create-dispute';

export interface DisputedWallet {
  id: string;
  name: string | null;
  address: string;
  pretokenizedBalance: string;
}

interface DisputeDialogProps {
  /** The wallet being disputed; null keeps the dialog closed. */
  wallet: DisputedWallet | null;
  onClose: () => void;
}

/** 'No estoy de acuerdo' with one wallet's balance: the reason, sent to staff. */
export function DisputeDialog({ wallet, onClose }: DisputeDialogProps) {
  const create = useCreateDispute();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!wallet) return;
    if (!reason.trim()) {
      setError('Escribe por qué no estás de acuerdo');
      return;
    }
    create.mutate(
      { walletId: wallet.id, reason },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Desacuerdo enviado',
            description: 'Lo revisaremos y te responderemos por correo y en esta pantalla.',
          });
          close();
        },
        // A refusal (already open, stage closed) belongs under the field; the rest too.
        onError: (err) =>
          setError(err instanceof ApiError ? errorMessage(err) : 'No se pudo enviar. Reintenta.'),
      },
    );
  };
  return (
    <Dialog open={wallet !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {wallet && (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>No estoy de acuerdo</DialogTitle>
              <DialogDescription>
                Cuéntanos qué no coincide en el saldo de{' '}
                <span className="font-semibold text-foreground">{wallet.name ?? 'tu cartera'}</span>
                . Mientras lo revisamos, tu caso no pasará a la firma del acuerdo.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-1 rounded-md bg-muted p-3 text-sm">
              <dt className="text-muted-foreground">Dirección</dt>
              <dd className="font-mono text-xs break-all">{wallet.address}</dd>
              <dt className="mt-1 text-muted-foreground">Saldo registrado</dt>
              <dd>
                <Amount className="font-semibold">
                  {formatUsdtExact(wallet.pretokenizedBalance)}
                </Amount>
              </dd>
            </dl>
            <Field
              label="¿Por qué no estás de acuerdo?"
              htmlFor="dispute-reason"
              error={error}
              hint="Indica qué saldo esperabas y por qué. Puedes escribir varias líneas."
            >
              <Textarea
                id="dispute-reason"
                value={reason}
                rows={5}
                maxLength={DISPUTE_REASON_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'dispute-reason-error' : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" pending={create.isPending} pendingLabel="Enviando…">
                Enviar desacuerdo
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
