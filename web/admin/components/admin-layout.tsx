import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/layout/logo';
import { isRenderingServerPage } from '@/lib/mount-app';
import { useAppName } from '@/lib/queries/app-config';
import { AccountMenu } from './account-menu';
import { SectionLinks } from './admin-sections';
import { PhoneMenu } from './phone-menu';
import { adminPaths } from '@/admin-lib/route-paths';

/** The look of a screen's own buttons: a smaller label on a phone, so the longest fits at 320 px. */
export const PAGE_ACTION = 'max-sm:px-3 max-sm:text-sm';

interface AdminLayoutProps {
  title: string;
  /** Under the title, e.g. what the screen is for. */
  subtitle?: string;
  /** The screen's own buttons, beside the title (they wrap on a phone, never scroll sideways). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The longest a screen's content stays hidden while its first reads are out. */
const MAX_HIDDEN_MS = 3000;

/**
 * False until the reads the screen started with (those without data yet, the staff session's
 * among them) have all answered, or MAX_HIDDEN_MS passed; then true for good. The content is laid
 * out meanwhile but not shown (docs/decisions/web-speed.md#admin-panel-first-paint): what arrives
 * late (the role's actions beside the title, a dashboard card shown only while it has items, the
 * board's charts) then never pushes what is already on screen. A page the server rendered came
 * with its reads answered: it is shown from the start, on the server and as it hydrates.
 */
function useFirstReadsIn(): boolean {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(isRenderingServerPage);
  useEffect(() => {
    if (done) return;
    const check = () => {
      const pending = queryClient.isFetching({ predicate: (q) => q.state.data === undefined });
      if (pending === 0) setDone(true);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = setTimeout(() => setDone(true), MAX_HIDDEN_MS);
    // After every effect of this commit: the queries of the page and its parts have started.
    queueMicrotask(check);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, done]);
  return done;
}

/**
 * Frame of every signed-in admin screen (docs/product/admin-panel.md#navigation): one dark header
 * with the product name, the sections (a row on a desktop, 'Menú' on a phone) and the account;
 * under it the screen's title, its actions and its content.
 */
export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  const appName = useAppName();
  const shown = useFirstReadsIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="relative z-30 bg-ink text-ink-foreground shadow-sm">
        <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
          <Link
            href={adminPaths.dashboard}
            className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:flex-none"
          >
            <Logo className="size-9 shrink-0" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="truncate text-[15px] font-semibold" title={appName}>
                {appName}
              </span>
              <span className="text-xs text-slate-300">Administración</span>
            </span>
          </Link>
          <nav aria-label="Secciones del panel" className="hidden min-w-0 flex-1 lg:block">
            <SectionLinks layout="bar" />
          </nav>
          <div className="hidden lg:block">
            <AccountMenu />
          </div>
          <PhoneMenu />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:px-6 sm:py-8">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold tracking-tight break-words sm:text-2xl">{title}</h1>
            {subtitle && <p className="mt-0.5 text-sm text-muted-foreground">{subtitle}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        {/* Invisible, not absent: the screen's components mount and start their reads at once. */}
        <div className={shown ? 'contents' : 'invisible contents'}>{children}</div>
      </main>
    </div>
  );
}
