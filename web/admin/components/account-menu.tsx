import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAdminSession } from '@/admin-lib/use-admin-session';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useAdminLogout } from '@/features/admin-auth/api/admin-logout';
import { adminPaths } from '@/admin-lib/route-paths';

const ITEM =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

/** The desktop header's account menu: who is signed in, 'Mi cuenta' and 'Cerrar sesión'. */
export function AccountMenu() {
  const session = useAdminSession();
  const logout = useAdminLogout();
  const [location] = useLocation();
  const name = session?.username ?? 'Mi cuenta';
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          aria-label={`Cuenta (${name})`}
          className={cn(
            'flex min-h-11 max-w-48 cursor-pointer items-center gap-2 rounded-md border border-white/25 px-3 text-sm font-semibold text-ink-foreground hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&_svg]:size-[18px] [&_svg]:shrink-0',
            location === adminPaths.account && 'bg-white/15',
          )}
        >
          <UserRound aria-hidden />
          <span className="truncate" title={name}>
            {name}
          </span>
          <ChevronDown aria-hidden />
        </button>
      }
    >
      {(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-card"
        >
          <Menu.Label className="px-3 py-2 text-xs font-semibold text-muted-foreground">
            {session ? `Sesión de ${session.username}` : 'Tu sesión'}
          </Menu.Label>
          <Menu.Item asChild className={ITEM}>
            <Link
              href={adminPaths.account}
              aria-current={location === adminPaths.account ? 'page' : undefined}
            >
              <UserRound aria-hidden />
              Mi cuenta
            </Link>
          </Menu.Item>
          <Menu.Item className={ITEM} disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden />
            Cerrar sesión
          </Menu.Item>
        </Menu.Content>
      )}
    </DropdownMenu>
  );
}
