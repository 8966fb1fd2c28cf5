import { ChevronDown, CircleHelp } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * '¿Qué significan estos saldos?': the two balances and their difference in plain words
 * (docs/product/wallets-and-chain.md#the-two-balances), closed until asked. On the dashboard and
 * in the profile's help.
 */
export function BalancesExplained({ className }: { className?: string }) {
  return (
    <details
      className={cn('group rounded-lg border border-border bg-card text-sm', className)}
      data-testid="balances-explained"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 font-medium text-primary focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <CircleHelp className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">¿Qué significan estos saldos?</span>
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <dl className="grid gap-3 px-4 pt-1 pb-4 text-foreground">
        <div>
          <dt className="font-semibold">Sin Tokenizar / Tokenizado</dt>
          <dd className="text-muted-foreground">
            Lo que te debemos en esa cartera, según nuestros registros. Solo cambia cuando se cargan
            tus datos y cuando se completa un retiro. Dice «Tokenizado» cuando en blockchain ya hay
            al menos esa cantidad, y «Sin Tokenizar» mientras no.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">En Blockchain</dt>
          <dd className="text-muted-foreground">
            Los USDT que hay en la dirección de la cartera en la red Ethereum, según la última
            consulta (su hora aparece debajo). «Actualizar saldo» la consulta de nuevo; «Pendiente»
            quiere decir que aún no se ha consultado.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Diferencia</dt>
          <dd className="text-muted-foreground">
            En Blockchain menos lo que te debemos. Si es positiva, en la dirección hay más USDT de
            lo que te debemos (por ejemplo, después de completarse un retiro): no es un saldo
            adicional a tu favor. Si es negativa, esa parte aún no está en blockchain; lo que te
            debemos no cambia.
          </dd>
        </div>
      </dl>
    </details>
  );
}
