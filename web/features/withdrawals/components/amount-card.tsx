import { Card, CardContent } from '@/components/ui/card';
import { formatUsdt } from '@/lib/format';

/** The amount of the order: always 100 % of the wallet's balance. */
export function AmountCard({ amount }: { amount: string }) {
  return (
    <Card className="border-primary/30 bg-primary-soft">
      <CardContent className="flex flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          Monto a retirar
        </p>
        <p className="tabular text-3xl font-bold tracking-tight">{formatUsdt(amount)}</p>
        <p className="text-sm text-muted-foreground">100% del saldo disponible de la cartera</p>
      </CardContent>
    </Card>
  );
}
