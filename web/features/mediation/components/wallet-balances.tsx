import { Scale } from 'lucide-react';
import { useState } from 'react';
import type { CaseDispute } from '@schemas/mediation-case';
import { Amount } from '@/components/amount';
import { LocalDateTime } from '@/components/local-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatUsdtExact } from '@schemas/money';
import { shortenAddress } from '@/lib/format';
import { DisputeDialog, type DisputedWallet } from './dispute-dialog';

const STATUS = {
  open: { label: 'En revisión', variant: 'warning' },
  accepted: { label: 'Aceptado', variant: 'success' },
  rejected: { label: 'No procede', variant: 'destructive' },
} as const;

function DisputeItem({ dispute }: { dispute: CaseDispute }) {
  const status = STATUS[dispute.status];
  return (
    <li className="grid gap-1 rounded-md bg-muted p-3 text-sm" data-testid="case-dispute">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Tu desacuerdo</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </p>
      <p className="wrap-break-word whitespace-pre-line">{dispute.reason}</p>
      <p className="text-xs text-muted-foreground">
        Enviado el <LocalDateTime iso={dispute.createdAt} />
      </p>
      {dispute.reply && dispute.answeredAt && (
        <div className="mt-2 border-l-2 border-primary pl-3">
          <p className="font-semibold">Nuestra respuesta</p>
          <p className="wrap-break-word whitespace-pre-line">{dispute.reply}</p>
          <p className="text-xs text-muted-foreground">
            <LocalDateTime iso={dispute.answeredAt} />
          </p>
        </div>
      )}
    </li>
  );
}

interface WalletBalancesProps {
  wallets: DisputedWallet[];
  disputes: CaseDispute[];
  /** Why a balance cannot be disputed now; null when it can. */
  closedReason: string | null;
}

/**
 * The statement's wallets with their balances: 'No estoy de acuerdo' on each (one open
 * disagreement per wallet), and every disagreement with its answer.
 */
export function WalletBalances({ wallets, disputes, closedReason }: WalletBalancesProps) {
  const [disputing, setDisputing] = useState<DisputedWallet | null>(null);
  return (
    <>
      {closedReason && <p className="text-sm text-muted-foreground">{closedReason}</p>}
      <ul className="grid gap-3" aria-label="Saldos de tus carteras">
        {wallets.map((wallet) => {
          const own = disputes.filter((d) => d.walletId === wallet.id);
          const open = own.some((d) => d.status === 'open');
          return (
            <li
              key={wallet.id}
              className="grid min-w-0 gap-3 rounded-md border border-border p-3"
              data-testid="statement-wallet"
            >
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <p className="font-semibold wrap-break-word">{wallet.name ?? 'Cartera'}</p>
                  <p className="font-mono text-xs text-muted-foreground" title={wallet.address}>
                    {shortenAddress(wallet.address)}
                  </p>
                </div>
                <Amount className="font-semibold">
                  {formatUsdtExact(wallet.pretokenizedBalance)}
                </Amount>
              </div>
              {own.length > 0 && (
                <ul
                  className="grid gap-2"
                  aria-label={`Desacuerdos de ${wallet.name ?? 'la cartera'}`}
                >
                  {own.map((dispute) => (
                    <DisputeItem key={dispute.id} dispute={dispute} />
                  ))}
                </ul>
              )}
              {!closedReason && !open && (
                <Button
                  variant="outline"
                  className="w-full px-3 sm:w-auto sm:justify-self-start"
                  onClick={() => setDisputing(wallet)}
                >
                  <Scale aria-hidden />
                  No estoy de acuerdo
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <DisputeDialog wallet={disputing} onClose={() => setDisputing(null)} />
    </>
  );
}
