import { Amount } from '@/components/amount';
import { Card, CardContent } from '@/components/ui/card';
import { formatUsdtExact } from '@/lib/format';

/** The amount of the order: always 100 % of the wallet's balance, to its last decimal. */
export function AmountCard({ amount }: { amount: string }) {
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
          <Amount>{formatUsdtExact(amount)}</Amount>
        </p>
        <p className="text-sm text-muted-foreground">100% del saldo disponible de la cartera</p>
      </CardContent>
    </Card>
  );
}
