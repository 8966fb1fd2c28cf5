import { Amount } from '@/components/amount';
import { Card, CardContent } from '@/components/ui/card';
import {
  formatUsdt,
  formatUsdtExact,
  isPositiveAmount,
  orderableUsdt,
  remainderBelowUsdt,
} from '@schemas/money';

/**
 * The amount of the order: the wallet's balance cut to USDT's 6 decimals, and what stays on the
 * wallet when the balance has more (docs/product/withdrawals.md#the-amount).
 */
export function AmountCard({ balance }: { balance: string }) {
  const rest = remainderBelowUsdt(balance);
  return (
    <Card className="border-primary/30 bg-primary-soft">
      <CardContent className="@container flex flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          Monto a retirar
        </p>
        <p
          className="text-[clamp(1.25rem,8cqi,1.875rem)] leading-tight font-bold tracking-tight"
          data-testid="withdrawal-amount"
        >
          <Amount>{formatUsdt(orderableUsdt(balance))}</Amount>
        </p>
        <p className="text-sm text-muted-foreground" data-testid="withdrawal-remainder">
          {isPositiveAmount(rest) ? (
            <>
              <Amount className="font-semibold text-foreground">{formatUsdtExact(rest)}</Amount>{' '}
              quedan en tu cartera: USDT transfiere hasta 6 decimales.
            </>
          ) : (
            '100% del saldo de la cartera'
          )}
        </p>
      </CardContent>
    </Card>
  );
}
