import type { AdminUser } from '@schemas/admin-users';
import { formatAdminUsdt, formatSerialDate } from '@/admin-lib/format';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { CountryBadge } from './country-badge';
import { PhoneButton } from './phone-button';

interface UserRowProps {
  user: AdminUser;
  /** Opens the user detail (the page renders the dialog). */
  onOpen: (user: AdminUser) => void;
}

const carteras = (n: number) => `${n} ${n === 1 ? 'cartera' : 'carteras'}`;

/**
 * One user of the Usuarios and Búsqueda lists (SPEC §2): name and e-mail open the detail (a
 * button, so the keyboard reaches it), registration day, phone to copy, country, wallets and
 * total. Users invited to mediation are green.
 */
export function UserRow({ user, onOpen }: UserRowProps) {
  const invited = user.selectedForMediation;
  return (
    <li
      data-testid="user-row"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 shadow-card sm:p-4 lg:flex-row lg:items-center lg:gap-6',
        invited ? 'border-success/40 bg-success-soft' : 'border-border bg-card',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(user)}
        className="min-w-0 flex-1 cursor-pointer rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold hover:underline">
            {user.fullName?.trim() || user.name}
          </span>
          {invited && (
            <Badge variant="success" className="shrink-0">
              En Mediación
            </Badge>
          )}
        </span>
        <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
        <span className="block text-xs text-muted-foreground">
          Registrado: {formatSerialDate(user.date)}
        </span>
      </button>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 lg:w-56 lg:flex-nowrap">
        <CountryBadge user={user} />
        <PhoneButton user={user} />
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-border/70 pt-2 lg:w-72 lg:border-0 lg:pt-0">
        <span className="text-sm text-muted-foreground">{carteras(user.walletCount)}</span>
        <span className="font-semibold tabular">{formatAdminUsdt(user.totalBalance)}</span>
      </div>
    </li>
  );
}
