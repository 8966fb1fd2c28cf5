import { LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useAuth } from '@/lib/auth';
import { useAppName } from '@/lib/queries/app-config';
import { paths } from '@/user/route-paths';
import { BackLink, type BackLinkTarget } from './back-link';
import { DocumentTitle } from './document-title';
import { Logo } from './logo';

interface AppLayoutProps {
  /** Page heading (h1); omit on the dashboard, whose balance card leads. */
  title?: string;
  /** The screen's name in the tab title, when it is not `title` ('Inicio'). */
  screen?: string;
  /** Optional line under the heading. */
  description?: ReactNode;
  /** A back link above the heading, e.g. { href: '/', label: 'Volver al inicio' }. */
  back?: BackLinkTarget;
  children: ReactNode;
}

const ON_INK = 'text-ink-foreground hover:bg-white/10 focus-visible:outline-brand';

/**
 * Frame of every signed-in screen: header with logo, e-mail, profile link and logout (their
 * tooltips load when first hovered or focused).
 */
export function AppLayout({ title, screen, description, back, children }: AppLayoutProps) {
  const { user, logout, isLoggingOut } = useAuth();
  const appName = useAppName();
  return (
    <>
      <DocumentTitle screen={screen ?? title} />
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-40 bg-ink text-ink-foreground shadow-sm">
          <div className="mx-auto flex min-h-16 max-w-3xl items-center gap-3 px-4 py-2">
            <Link
              href={paths.home.getHref()}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <Logo className="size-9 shrink-0" />
              <span className="flex min-w-0 flex-col leading-tight">
                {/* One line each, cut with an ellipsis; the whole text on hover and to screen readers. */}
                <span className="truncate text-[15px] font-semibold" title={appName}>
                  {appName}
                </span>
                <span
                  className="truncate text-xs text-slate-300"
                  data-testid="user-email"
                  title={user?.email}
                >
                  {user?.email}
                </span>
              </span>
            </Link>
            <nav className="flex items-center gap-1" aria-label="Cuenta">
              <Tooltip content="Perfil de Usuario">
                <Button asChild variant="ghost" size="icon" className={ON_INK}>
                  <Link href={paths.profile.getHref()} aria-label="Perfil de Usuario">
                    <UserRound />
                  </Link>
                </Button>
              </Tooltip>
              <Tooltip content="Cerrar sesión">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={logout}
                  disabled={isLoggingOut}
                  aria-label="Cerrar sesión"
                  className={ON_INK}
                >
                  <LogOut />
                </Button>
              </Tooltip>
            </nav>
          </div>
        </header>
        <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-10">
          {back && <BackLink {...back} className="-ml-2 mb-3" />}
          {title && (
            <div className="mb-5">
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
            </div>
          )}
          {children}
        </main>
      </div>
    </>
  );
}
