import {
  ArrowDownToLine,
  History,
  LayoutDashboard,
  ListChecks,
  Scale,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { AdminRole } from '@schemas/admin-roles';
import { useAdminSession } from '@/admin-lib/use-admin-session';
import { roleAllows } from '@schemas/admin-roles';
import { cn } from '@/lib/cn';
import { adminPaths } from '@/admin-lib/route-paths';

interface Section {
  href: string;
  label: string;
  icon: ReactNode;
  /** Shown only to this role and stronger ones (the server refuses the rest anyway). */
  minRole: AdminRole;
}

/**
 * The panel's sections, daily work first (docs/product/admin-panel.md#navigation): the same list
 * in the desktop header and in the phone menu.
 */
const SECTIONS: readonly Section[] = [
  { href: adminPaths.dashboard, label: 'Panel', icon: <LayoutDashboard />, minRole: 'viewer' },
  { href: adminPaths.mediation, label: 'Mediación', icon: <Scale />, minRole: 'viewer' },
  { href: adminPaths.withdrawals, label: 'Retiros', icon: <ArrowDownToLine />, minRole: 'viewer' },
  { href: adminPaths.tasks, label: 'Tareas', icon: <ListChecks />, minRole: 'viewer' },
  { href: adminPaths.activity, label: 'Actividad', icon: <History />, minRole: 'owner' },
  { href: adminPaths.staff, label: 'Personal', icon: <UsersRound />, minRole: 'owner' },
];

/** The sections the signed-in role may open (none while the session loads). */
function useSections() {
  const session = useAdminSession();
  return session ? SECTIONS.filter((s) => roleAllows(session.role, s.minRole)) : [];
}

interface SectionLinksProps {
  /** 'bar': one row in the desktop header; 'menu': the phone menu's full-width list. */
  layout: 'bar' | 'menu';
  /** Called after a link is followed (the phone menu closes). */
  onNavigate?: () => void;
}

/** The section links, the current one marked (aria-current="page"). */
export function SectionLinks({ layout, onNavigate }: SectionLinksProps) {
  const [location] = useLocation();
  const sections = useSections();
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'grid gap-1')}>
      {sections.map((s) => {
        const current = location === s.href;
        return (
          <li key={s.href}>
            <Link
              href={s.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-md px-3 text-[15px] font-semibold whitespace-nowrap text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&_svg]:size-[18px] [&_svg]:shrink-0',
                layout === 'menu' && 'px-4 text-base',
                current && 'bg-white/15 text-white shadow-[inset_0_-2px_0_var(--brand)]',
              )}
            >
              {s.icon}
              {s.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
