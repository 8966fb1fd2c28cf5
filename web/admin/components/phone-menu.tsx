import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAdminSession } from '@/admin-lib/use-admin-session';
import { cn } from '@/lib/cn';
import { useAdminLogout } from '@/features/admin-auth/api/admin-logout';
import { SectionLinks } from './admin-sections';
import { adminPaths } from '@/admin-lib/route-paths';

const ROW =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-4 text-base font-semibold text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&_svg]:size-[18px] [&_svg]:shrink-0';

/**
 * Below the desktop width (docs/product/admin-panel.md#navigation): 'Menú' opens every section
 * and the account in one list under the header, nothing sideways or hidden; following a link or
 * Escape closes it.
 */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const session = useAdminSession();
  const logout = useAdminLogout();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-white/25 px-3 text-sm font-semibold text-ink-foreground hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:hidden [&_svg]:size-5"
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
        Menú
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-white/10 bg-ink px-4 pt-2 pb-4 shadow-card lg:hidden"
      >
        <nav aria-label="Secciones del panel">
          <SectionLinks layout="menu" onNavigate={close} />
        </nav>
        <div className="mt-2 grid gap-1 border-t border-white/15 pt-2">
          <p className="truncate px-4 py-1 text-sm text-slate-300">
            {session ? `Sesión de ${session.username}` : 'Tu sesión'}
          </p>
          <Link
            href={adminPaths.account}
            onClick={close}
            aria-current={location === adminPaths.account ? 'page' : undefined}
            className={cn(ROW, location === adminPaths.account && 'bg-white/15 text-white')}
          >
            <UserRound aria-hidden />
            Mi cuenta
          </Link>
          <button
            type="button"
            className={ROW}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden />
            Cerrar sesión
          </button>
        </div>
      </div>
    </>
  );
}
