import { LogOut, UserRound, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminRole } from '@schemas/admin';
import { useAdminSession, useCan } from '@/admin-lib/use-admin-session';
import { Logo } from '@/components/layout/logo';
import { Button, type ButtonProps } from '@/components/ui/button';
import { TooltipProvider } from '@/components/ui/tooltip';
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
  children: ReactNode;
}

/** A link button for the dark header's `actions`. */
export function HeaderLink({ href, minRole, children, ...props }: HeaderLinkProps) {
  const allowed = useCan(minRole ?? 'viewer');
  if (minRole && !allowed) return null;
  return (
    <Button asChild variant="outline" className={ON_INK}>
      <Link href={href} aria-label={props['aria-label']}>
        {children}
      </Link>
    </Button>
  );
}

/** A button for the dark header's `actions` (e.g. 'Test Email'). */
export function HeaderButton({ className, ...props }: ButtonProps) {
  return <Button variant="outline" className={`${ON_INK} ${className ?? ''}`} {...props} />;
}

/** Frame of the signed-in admin screens (tooltips work inside it). */
export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  const appName = useAppName();
  const session = useAdminSession();
  const logout = useAdminLogout();
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <header className="bg-ink text-ink-foreground shadow-sm">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Logo className="size-10 shrink-0" />
              <div className="min-w-0">
                <h1 className="truncate text-lg font-bold tracking-tight sm:text-xl">{title}</h1>
                <p className="truncate text-sm text-slate-300">{subtitle ?? appName}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {actions}
              <HeaderLink href="/personal" minRole="owner">
                <UsersRound aria-hidden />
                Personal
              </HeaderLink>
              <HeaderLink
                href="/cuenta"
                aria-label={session ? `Mi cuenta (${session.username})` : 'Mi cuenta'}
              >
                <UserRound aria-hidden />
                <span className="max-w-32 truncate">{session?.username ?? 'Mi cuenta'}</span>
              </HeaderLink>
              <HeaderButton onClick={() => logout.mutate()} disabled={logout.isPending}>
                <LogOut aria-hidden />
                Cerrar Sesión
              </HeaderButton>
            </div>
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:px-6 sm:py-8">
          {children}
        </main>
      </div>
    </TooltipProvider>
  );
}
