import { LogOut, UserRound, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminRole } from '@schemas/admin-roles';
import { useAdminSession, useCan } from '@/admin-lib/use-admin-session';
import { Logo } from '@/components/layout/logo';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppName } from '@/lib/queries/app-config';
import { useAdminLogout } from '@/features/admin-auth/api/admin-logout';

interface AdminLayoutProps {
  title: string;
  /** Under the title; the dashboard shows the product name. */
  subtitle?: string;
  /** Extra header buttons, left of 'Cerrar Sesión'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The look of a button in the dark header (pass it to header buttons of features). */
export const ON_INK = 'border-white/25 bg-transparent text-ink-foreground hover:bg-white/10';

interface HeaderLinkProps {
  href: string;
  /** Shown only to this role and stronger ones (the server refuses the rest anyway). */
  minRole?: AdminRole;
  /** The accessible name when the visible text is shortened. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/** A link button for the dark header's `actions`. */
export function HeaderLink({ href, minRole, className, children, ...props }: HeaderLinkProps) {
  const allowed = useCan(minRole ?? 'viewer');
  if (minRole && !allowed) return null;
  return (
    <Button asChild variant="outline" className={cn(ON_INK, className)}>
      <Link href={href} aria-label={props['aria-label']}>
        {children}
      </Link>
    </Button>
  );
}

/** A button for the dark header's `actions` (e.g. 'Test Email'). */
export function HeaderButton({ className, ...props }: ButtonProps) {
  return <Button variant="outline" className={cn(ON_INK, className)} {...props} />;
}

const ICON_ON_PHONE = 'max-sm:w-11 max-sm:px-0';

/** 'Mi cuenta' and 'Cerrar Sesión'; on a phone only their icons show (names stay for readers). */
function AccountButtons() {
  const session = useAdminSession();
  const logout = useAdminLogout();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <HeaderLink
        href="/cuenta"
        aria-label={session ? `Mi cuenta (${session.username})` : 'Mi cuenta'}
        className={ICON_ON_PHONE}
      >
        <UserRound aria-hidden />
        <span className="hidden max-w-32 truncate sm:inline">
          {session?.username ?? 'Mi cuenta'}
        </span>
      </HeaderLink>
      <HeaderButton
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-label="Cerrar Sesión"
        className={ICON_ON_PHONE}
      >
        <LogOut aria-hidden />
        <span className="hidden sm:inline">Cerrar Sesión</span>
      </HeaderButton>
    </div>
  );
}

/** Frame of the signed-in admin screens. */
export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  const appName = useAppName();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-ink text-ink-foreground shadow-sm">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Logo className="size-10 shrink-0" />
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-base font-bold tracking-tight sm:text-xl">{title}</h1>
              <p className="line-clamp-2 text-sm text-slate-300 sm:truncate">
                {subtitle ?? appName}
              </p>
            </div>
            <AccountButtons />
          </div>
          {/* On a phone the screen's buttons take one row that scrolls sideways. */}
          <nav
            aria-label="Secciones y acciones"
            className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
          >
            {actions}
            <HeaderLink href="/personal" minRole="owner">
              <UsersRound aria-hidden />
              Personal
            </HeaderLink>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}
