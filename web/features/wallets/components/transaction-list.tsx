import { History } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/queries/app-config';
import { useWalletTransactions } from '../api/wallet-transactions';
import { TransactionItem } from './transaction-item';

interface TransactionListProps {
  walletId: string;
  walletAddress: string;
}

/** 'Historial de transacciones' of the QR page: loading, failure, empty, scrollable list. */
export function TransactionList({ walletId, walletAddress }: TransactionListProps) {
  const transactions = useWalletTransactions(walletId);
  const explorerUrl = useAppConfig().data?.explorerUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historial de transacciones</CardTitle>
        <CardDescription>
          Movimientos de ETH y USDT leídos de blockchain en la última actualización.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-2">
        {transactions.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Cargando transacciones…" showLabel />
          </div>
        ) : transactions.isError ? (
          <LoadError
            title="No se pudo cargar el historial"
            onRetry={() => void transactions.refetch()}
          />
        ) : transactions.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <History className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-semibold">No hay transacciones registradas</p>
            <p className="max-w-xs text-sm text-muted-foreground">
              Actualiza la cartera desde el inicio para leer sus movimientos en blockchain.
            </p>
          </div>
        ) : (
          // The page scrolls, not a box inside it (a nested scroll cut rows with no hint).
          <ul className="divide-y divide-border" aria-label="Transacciones">
            {transactions.data.map((tx) => (
              <TransactionItem
                key={tx.id}
                tx={tx}
                walletAddress={walletAddress}
                explorerUrl={explorerUrl}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
