import type { AdminUser, AdminUserPage } from '@schemas/admin-users';
import type { InfiniteData } from '@tanstack/react-query';
import type { ListSelection } from '@/admin-lib/list-selection';
import { VirtualRows } from '@/admin-lib/virtual-rows';
import { cn } from '@/lib/cn';
import { UserRow } from './user-row';

/** Every user of the pages loaded so far. */
export const usersOf = (data: InfiniteData<AdminUserPage> | undefined) =>
  data?.pages.flatMap((page) => page.users) ?? [];

/** The table's columns on a desktop (docs/product/admin-panel.md#users-tab), the card's pieces. */
/** A row's height before it is drawn: a desktop row is ~45 px, a phone card ~150 px. */
const ROW_ESTIMATE = { wide: 45, narrow: 150 };

const COLUMNS = ['Nombre', 'Correo', 'Registro', 'País', 'Teléfono', 'Carteras', 'Total'];

/**
 * Cards on a phone; from 1024 px one compact table (a grid whose rows share its columns through
 * subgrid), so a desktop screen shows a dozen users and more. Only the rows near the screen are
 * drawn (docs/decisions/admin-lists.md#rows-on-screen).
 */
export function UserList({
  users,
  onOpenUser,
  selection,
  more = false,
}: {
  users: AdminUser[];
  /** More pages may follow (screen readers hear 'of an unknown number' until the last). */
  more?: boolean;
  onOpenUser: (user: AdminUser) => void;
  /** Given: each row has a checkbox (a first column on a desktop). */
  selection?: ListSelection;
}) {
  const columns = selection ? ['', ...COLUMNS] : COLUMNS;
  return (
    <div
      className={cn(
        'lg:grid lg:gap-x-5 lg:overflow-hidden lg:rounded-lg lg:border lg:border-border lg:bg-card lg:shadow-card',
        selection
          ? 'lg:grid-cols-[auto_minmax(10rem,1.1fr)_minmax(10rem,1.2fr)_auto_auto_auto_auto_auto]'
          : 'lg:grid-cols-[minmax(10rem,1.1fr)_minmax(10rem,1.2fr)_auto_auto_auto_auto_auto]',
      )}
    >
      {/* The column names, for the eye; each row's cells name themselves to screen readers. */}
      <div
        aria-hidden
        className="hidden text-xs font-semibold text-muted-foreground lg:col-span-full lg:grid lg:grid-cols-subgrid lg:gap-x-5 lg:bg-muted/60 lg:px-4 lg:py-2"
      >
        {columns.map((name) => (
          <span key={name} className={name === 'Total' ? 'text-right' : undefined}>
            {name}
          </span>
        ))}
      </div>
      {/* One column no wider than the screen (grid-cols-1): a long e-mail is cut in its row,
          never widening the page. */}
      <VirtualRows
        items={users}
        getKey={(user) => user.id}
        estimateSize={ROW_ESTIMATE}
        more={more}
        className="grid grid-cols-1 gap-2 sm:gap-3 lg:col-span-full lg:grid-cols-subgrid lg:gap-x-5 lg:gap-y-0"
      >
        {(user, rowProps) => (
          <UserRow
            user={user}
            rowProps={rowProps}
            onOpen={onOpenUser}
            selected={selection?.isPicked(user.id)}
            onSelectedChange={selection && ((on) => selection.pick(user.id, on))}
          />
        )}
      </VirtualRows>
    </div>
  );
}
