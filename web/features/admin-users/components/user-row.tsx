import type { AdminUser } from '@schemas/admin-users';
import { formatSerialDate } from '@/admin-lib/format';
import { PickCheckbox } from '@/admin-lib/list-selection';
import type { VirtualRowProps } from '@/admin-lib/virtual-rows';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { CountryBadge } from './country-badge';
import { PhoneButton } from './phone-button';
import { formatUsdt } from '@schemas/money';

interface UserRowProps {
  user: AdminUser;
  /** Its place in a virtual list (web/admin-lib/virtual-rows.tsx). */
  rowProps?: VirtualRowProps;
  /** Opens the user detail (the page renders the dialog). */
  onOpen: (user: AdminUser) => void;
  selected?: boolean;
  /** Given: the row has a checkbox for bulk actions. */
  onSelectedChange?: (selected: boolean) => void;
}

const carteras = (n: number) => `${n} ${n === 1 ? 'cartera' : 'carteras'}`;

/**
 * One user of the Usuarios and Búsqueda lists (docs/product/admin-panel.md#users-tab): name and e-mail open the detail (a
 * button, so the keyboard reaches it), registration day, phone to copy, country, wallets and
 * total. Users invited to mediation are green; an unanswered balance dispute is flagged. A card
 * on a phone, a row of the list's table from 1024 px (user-list.tsx).
 */
export function UserRow({ user, rowProps, onOpen, selected, onSelectedChange }: UserRowProps) {
  const invited = user.selectedForMediation;
  const name = user.fullName?.trim() || user.name;
  return (
    <li
      {...rowProps}
      data-testid="user-row"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 shadow-card sm:p-4',
        'lg:col-span-full lg:grid lg:grid-cols-subgrid lg:items-center lg:gap-x-5 lg:gap-y-0 lg:rounded-none lg:border-0 lg:border-t lg:border-border lg:px-4 lg:py-1 lg:shadow-none',
        invited ? 'border-success/40 bg-success-soft' : 'border-border bg-card',
      )}
    >
      <div className="flex min-w-0 items-start gap-3 lg:contents">
        {onSelectedChange && (
          <PickCheckbox
            name={name}
            picked={selected ?? false}
            onPickedChange={onSelectedChange}
            className="mt-0.5 lg:mt-0 lg:self-center"
          />
        )}
        <button
          type="button"
          onClick={() => onOpen(user)}
          className="min-w-0 flex-1 cursor-pointer rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:col-span-3 lg:grid lg:min-h-9 lg:grid-cols-subgrid lg:items-center lg:gap-x-5"
        >
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-semibold hover:underline" title={name}>
              {name}
            </span>
            {invited && (
              <Badge variant="success" className="shrink-0">
                En Mediación
              </Badge>
            )}
            {user.openDisputes > 0 && (
              <Badge variant="warning" className="shrink-0">
                Saldo en disputa
              </Badge>
            )}
          </span>
          <span className="block truncate text-sm text-muted-foreground" title={user.email}>
            {user.email}
          </span>
          <span className="block text-xs text-muted-foreground lg:text-sm lg:tabular">
            <span className="lg:sr-only">Registrado: </span>
            {formatSerialDate(user.date)}
          </span>
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 lg:contents">
        <CountryBadge user={user} />
        <PhoneButton user={user} />
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-border/70 pt-2 lg:contents">
        <span className="text-sm text-muted-foreground">{carteras(user.walletCount)}</span>
        <span className="font-semibold whitespace-nowrap tabular lg:text-right lg:text-sm">
          {formatUsdt(user.totalBalance)}
        </span>
      </div>
    </li>
  );
}
